// Puts the landing page's server-rendered HTML into dist/client/landing.html (the client hydrates
// it: src/app/boot.tsx). Runs after `vite build --ssr src/landing-prerender.tsx`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const bundle = resolve('dist/prerender/landing-prerender.js');
const { renderLanding } = await import(pathToFileURL(bundle).href);
const page = 'dist/client/landing.html';
const empty = '<div id="root"></div>';
const html = readFileSync(page, 'utf8');
if (!html.includes(empty)) throw new Error(`${page} has no empty ${empty}`);
writeFileSync(page, html.replace(empty, `<div id="root">${renderLanding()}</div>`));
rmSync('dist/prerender', { recursive: true, force: true });
console.log(`prerendered the landing page into ${page}`);
