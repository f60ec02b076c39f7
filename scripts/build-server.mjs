// Bundles the API server into dist/server/main.js (dependencies stay in node_modules)
// and copies the SQL migrations beside it, where server/db/migrate.ts looks for them.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
