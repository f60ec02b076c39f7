// The landing page's JavaScript budget (README "Performance"): every script landing.html loads, statically or
// lazily, gzip-compressed, must stay within BUDGET_KB. Reads the landing build's Vite manifest
// (`npm run build`); prints the files and exits non-zero over budget. Run by `npm test`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const client = 'dist/client';
const manifest = JSON.parse(readFileSync(join(client, '.vite/landing-manifest.json'), 'utf8'));

/** A chunk and everything it imports, statically or dynamically, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    closure(dependency, seen);
  }
  return seen;
}

const keys = closure('landing.html');
if (keys.size === 0) throw new Error('landing.html is missing from the landing build manifest');
let total = 0;
const rows = [];
for (const key of keys) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
  total += size;
  rows.push([size, file]);
}
rows.sort((a, b) => b[0] - a[0]);
for (const [size, file] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
const kb = total / 1024;
console.log(`Landing page JavaScript: ${kb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} kB`);
  process.exit(1);
}
