// `npm start`: install what is missing, build what changed, then serve the app and the API
// on the embedded database (or DATABASE_URL), with the demo data unless DEMO=0.
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDependencies } from './lib.mjs';

ensureDependencies();
ensureBuild();

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    CLIENT_DIR: 'dist/client',
    DEMO: process.env.DATABASE_URL ? '0' : '1',
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
