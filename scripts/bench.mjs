// `npm run bench -- [options]`: installs the dependencies when missing (as `npm start` and
// `npm test` do), then runs bench/run.ts; it builds the app and installs chromium itself.
import { spawn } from 'node:child_process';
import { ensureDependencies } from './lib.mjs';

ensureDependencies();

const bench = spawn('node_modules/.bin/tsx', ['bench/run.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// The bench stops its server and drops its databases on SIGINT/SIGTERM, then exits. Ctrl-C reaches
// it directly (the terminal signals the whole group), so SIGINT is only waited out here; a SIGTERM
// sent to this process alone is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => bench.kill('SIGTERM'));
bench.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
