// The fake nodes and the app for `npm run demo:chain` (scripts/demo-chain.mjs builds first).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import {
  bscUsdt,
  randomBscAddress,
  randomTronAddress,
  startFakeBsc,
  startFakeTron,
  tronUsdt,
} from '../server/test/fake-chain';
import { tronAddressOf } from '../server/modules/chain/addresses';

const port = Number(process.env['PORT'] ?? 3000);
const controlPort = port + 2;
const TRON_ADDRESS = tronAddressOf('7a1ed5c0ffee5eed0ddba11c0ffee5eed0ddba11');
const BSC_ADDRESS = '0x7a1ed5c0ffee5eed0ddba11c0ffee5eed0ddba11';

const tron = await startFakeTron();
const bsc = await startFakeBsc();
// A block a second on both: confirmations come in while a person watches.
const blocks = setInterval(() => {
  tron.mine();
  bsc.mine();
}, 1000);

const page = (sent = '') => `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake chain: send USDT</title>
<style>body{font:16px system-ui;margin:2rem auto;max-width:40rem;padding:0 1rem;background:#0b1220;color:#e6edf7}
label{display:block;margin:.75rem 0 .25rem}input,select,button{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
button{margin-top:1rem;cursor:pointer}code{word-break:break-all;background:#1c2840;padding:.25rem;display:block}</style>
<h1>Fake chain: send USDT</h1>
<p>Tron deposit address: <code>${TRON_ADDRESS}</code> BSC deposit address: <code>${BSC_ADDRESS}</code></p>
<form method="post" action="/send">
<label for="network">Network</label><select id="network" name="network"><option value="tron">USDT TRC-20 (Tron)</option><option value="bsc">USDT BEP-20 (BNB Smart Chain)</option></select>
<label for="amount">Amount (USDT)</label><input id="amount" name="amount" inputmode="decimal" value="50">
<label for="to">To</label><select id="to" name="to"><option value="us">Our deposit address</option><option value="other">Another address</option></select>
<label for="confirmations">Confirmations now</label><input id="confirmations" name="confirmations" inputmode="numeric" value="3">
<button>Send</button></form>
${sent ? `<h2>Sent</h2><p>Paste this transaction hash in the deposit form:</p><code id="hash">${sent}</code>` : ''}
</html>`;

const control = createServer((req, res) => {
  if (req.method !== 'POST') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page());
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const amount = Number(form.get('amount') ?? '0') || 0;
    const confirmations = Math.max(Number(form.get('confirmations') ?? '1') || 1, 1);
    const toUs = form.get('to') !== 'other';
    const hash =
      form.get('network') === 'bsc'
        ? bsc.pay({
            from: randomBscAddress(),
            to: toUs ? BSC_ADDRESS : randomBscAddress(),
            amount: bscUsdt(amount),
            confirmations,
          })
        : tron.pay({
            from: randomTronAddress(),
            to: toUs ? TRON_ADDRESS : randomTronAddress(),
            amount: tronUsdt(amount),
            confirmations,
          });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(hash));
  });
});
await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    CLIENT_DIR: 'dist/client',
    DEMO: '1',
    DATA_DIR: './data/demo-chain',
    TRON_API_URL: tron.url,
    TRON_DEPOSIT_ADDRESS: TRON_ADDRESS,
    BSC_RPC_URL: bsc.url,
    BSC_DEPOSIT_ADDRESS: BSC_ADDRESS,
    CHAIN_POLL_MS: '3000',
    ...process.env,
  },
});
console.log(`Fake chain: send USDT at http://127.0.0.1:${controlPort}/`);

const stop = () => {
  clearInterval(blocks);
  server.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
server.on('exit', (code) => {
  clearInterval(blocks);
  control.close();
  void Promise.all([tron.close(), bsc.close()]).then(() => process.exit(code ?? 0));
});
