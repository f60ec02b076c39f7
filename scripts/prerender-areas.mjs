// Writes one page per guarded area (dist/client/area-<role>.html): the app's index.html with the
// area's frame and skeleton drawn in (src/app/areas/area-frame.tsx) and its session answer
// preloaded, so a phone paints the area before any script has run. (Preloading the layout's chunks
// and the UI font measured worse on Lighthouse's slow phone: they share its bandwidth with the
// first paint.)
// The server answers the area's paths with it (server/http/pages.ts). Runs after
// `vite build --ssr src/area-frames-prerender.tsx --outDir dist/prerender-areas`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const client = 'dist/client';
const bundle = resolve('dist/prerender-areas/area-frames-prerender.js');
const { renderAreaFrame, roles, sessionPathOf } = await import(pathToFileURL(bundle).href);
const empty = '<div id="root"></div>';
const html = readFileSync(`${client}/index.html`, 'utf8');
if (!html.includes(empty)) throw new Error(`index.html has no empty ${empty}`);
for (const role of roles) {
  // crossorigin="anonymous" is what the app's fetch() asks for (same-origin credentials), so the
  // browser hands the preloaded answer to it instead of asking again. The server drops the link
  // from a page that carries the session already (server/http/page-data.ts).
  const session = `<link data-session-preload rel="preload" href="${sessionPathOf(role)}" as="fetch" crossorigin="anonymous" />`;
  const page = html
    .replace('</head>', `  ${session}\n  </head>`)
    .replace(empty, `${empty}\n    <div id="app-frame">${renderAreaFrame(role)}</div>`);
  writeFileSync(`${client}/area-${role}.html`, page);
}
rmSync('dist/prerender-areas', { recursive: true, force: true });
console.log(`prerendered the ${roles.join(', ')} area frames into ${client}/area-*.html`);
