// Draws the web app's icons (public/icons, committed) from the wordmark's chart glyph
// (public/favicon.svg): `node scripts/make-icons.mjs` after the glyph changes.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const glyph = readFileSync('public/favicon.svg', 'utf8');
const BACKGROUND = '#070b14';
mkdirSync('public/icons', { recursive: true });

for (const size of [192, 512]) {
  await sharp(Buffer.from(glyph), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(`public/icons/icon-${size}.png`);
}

// A maskable icon keeps its picture inside the middle 80 % (the safe zone) on a full background.
const inner = Math.round(512 * 0.6);
const mark = await sharp(Buffer.from(glyph), { density: (72 * inner) / 32 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BACKGROUND } })
  .composite([{ input: mark, gravity: 'centre' }])
  .png()
  .toFile('public/icons/maskable-512.png');
console.log('drew public/icons');
