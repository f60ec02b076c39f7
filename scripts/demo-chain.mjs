// `npm run demo:chain`: the app on its own demo database, configured to fake Tron and BNB Smart
// Chain nodes on 127.0.0.1, with a page to send USDT on them (decisions §13). Nothing reaches a
// real chain.
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDependencies } from './lib.mjs';

ensureDependencies();
ensureBuild();

const demo = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo-chain.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => demo.kill(signal));
demo.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
