// After `vite build`: brotli and gzip copies of the text assets beside them, so the server sends
// compressed files without compressing on every request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/client';
const TEXT = /\.(js|css|html|svg|json|map|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(root)) {
  if (!TEXT.test(path) || path.includes('/.vite/')) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${root} (.br, .gz)`);
