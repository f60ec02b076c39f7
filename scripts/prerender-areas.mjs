// Writes one page per guarded area (dist/client/area-<role>.html): the app's index.html with the
// area's frame and skeleton drawn in (src/app/areas/area-frame.tsx), its session answer, its
// layout's chunks and the UI font preloaded, so a phone paints the area before any script has run.
// The server answers the area's paths with it (server/http/pages.ts). Runs after
// `vite build --ssr src/area-frames-prerender.tsx --outDir dist/prerender-areas`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const client = 'dist/client';
const bundle = resolve('dist/prerender-areas/area-frames-prerender.js');
const { renderAreaFrame, roles, sessionPathOf } = await import(pathToFileURL(bundle).href);
const manifest = JSON.parse(readFileSync(`${client}/.vite/manifest.json`, 'utf8'));

/** A manifest entry's chunk and every chunk it imports, each once. */
function chunksOf(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) chunksOf(imported, seen);
  return seen;
}

const alreadyLoaded = chunksOf('index.html');
const layout = [...chunksOf('src/app/areas/area-layout.tsx')]
  .filter((key) => !alreadyLoaded.has(key))
  .map((key) => manifest[key].file);
const uiFont = Object.values(manifest)
  .flatMap((entry) => entry.assets ?? [])
  .find((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
if (!uiFont) throw new Error('the Latin Inter font is missing from the build');

const hints = [
  `<link rel="preload" href="/${uiFont}" as="font" type="font/woff2" crossorigin />`,
  ...layout.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
].join('\n    ');

const empty = '<div id="root"></div>';
const html = readFileSync(`${client}/index.html`, 'utf8');
if (!html.includes(empty)) throw new Error(`index.html has no empty ${empty}`);
for (const role of roles) {
  // crossorigin="anonymous" is what the app's fetch() asks for (same-origin credentials), so the
  // browser hands the preloaded answer to it instead of asking again.
  const session = `<link rel="preload" href="${sessionPathOf(role)}" as="fetch" crossorigin="anonymous" />`;
  const page = html
    .replace('</head>', `  ${session}\n    ${hints}\n  </head>`)
    .replace(empty, `${empty}\n    <div id="app-frame">${renderAreaFrame(role)}</div>`);
  writeFileSync(`${client}/area-${role}.html`, page);
}
rmSync('dist/prerender-areas', { recursive: true, force: true });
console.log(`prerendered the ${roles.join(', ')} area frames into ${client}/area-*.html`);
