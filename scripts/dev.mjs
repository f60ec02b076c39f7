// `npm run dev`: the API with reload (tsx watch) on :3000 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';
import { ensureDependencies } from './lib.mjs';

ensureDependencies();
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', DEMO: '1', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
