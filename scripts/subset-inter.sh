#!/bin/sh
# Writes src/styles/fonts/inter-core-wght-normal.woff2 and the @font-face that declares it
# (inter-core.css): Inter's variable Latin face cut down to the characters the app's copy is
# written in (ASCII and its punctuation), with every glyph, axis, hint and OpenType feature of
# those kept, so text renders exactly as with the whole face. src/styles/app.css imports it after
# @fontsource's faces, so the browser takes it for these characters and fetches the whole Latin
# face (48 kB) only for a page with other Latin letters (README "Performance").
# Run again when @fontsource-variable/inter changes; needs Debian's python3-fonttools and
# python3-brotli.
set -eu
cd "$(dirname "$0")/.."
RANGE='U+0020-007E,U+00A0,U+00A7,U+00A9,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2212'
/usr/bin/python3 -m fontTools.subset \
  node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  --unicodes="$RANGE" \
  --layout-features='*' \
  --flavor=woff2 \
  --output-file=src/styles/fonts/inter-core-wght-normal.woff2
cat > src/styles/fonts/inter-core.css <<CSS
/* Written by scripts/subset-inter.sh: Inter for the characters the app's copy uses. */
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./inter-core-wght-normal.woff2) format('woff2-variations');
  unicode-range: $RANGE;
}
CSS
npx prettier --write src/styles/fonts/inter-core.css > /dev/null
