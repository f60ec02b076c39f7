// Starts the built server for the end-to-end suite on a fresh embedded database, with a fake
// market-data service, a real SMTP server and fake Tron and BSC nodes on 127.0.0.1 (tests never
// call the internet); the e-mails it receives are listed as JSON at
// http://127.0.0.1:<port + 1>/mails, and POST /chain/pay there puts a USDT transfer on a fake
// chain for the flows. Run with `node --import tsx` (the fake nodes are the server suites' own).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import {
  bscUsdt,
  randomBscAddress,
  randomTronAddress,
  startFakeBsc,
  startFakeTron,
  tronUsdt,
} from '../../server/test/fake-chain.ts';

const port = process.argv[2] ?? '4173';
const dataDir = mkdtempSync(join(tmpdir(), 'lte-e2e-'));

export const e2eCoins = [
  ['bitcoin', 'Bitcoin', 97123.45],
  ['ethereum', 'Ethereum', 3456.78],
  ['tether', 'Tether', 1.0],
  ['solana', 'Solana', 187.12],
  ['shiba-inu', 'Shiba Inu', 0.00002134],
].map(([id, name, current_price]) => ({ id, name, current_price, symbol: id.slice(0, 3) }));

const market = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(e2eCoins));
});
await new Promise((resolve) => market.listen(0, '127.0.0.1', resolve));

const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      const subject = /^Subject:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '';
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, raw });
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const tron = await startFakeTron();
const bsc = await startFakeBsc();
const E2E_TRON_ADDRESS = randomTronAddress();
const E2E_BSC_ADDRESS = randomBscAddress();

/** `{ network, amount, to?: 'us' | address, confirmations? }` -> `{ hash }`. */
function payOnChain(body) {
  const { network, amount, to = 'us', confirmations = 30 } = JSON.parse(body);
  if (network === 'bsc') {
    const hash = bsc.pay({
      from: randomBscAddress(),
      to: to === 'us' ? E2E_BSC_ADDRESS : to,
      amount: bscUsdt(amount),
      confirmations,
    });
    return { hash };
  }
  const hash = tron.pay({
    from: randomTronAddress(),
    to: to === 'us' ? E2E_TRON_ADDRESS : to,
    amount: tronUsdt(amount),
    confirmations,
  });
  return { hash };
}

const mailbox = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/chain/pay') {
    let body = '';
    req.on('data', (chunk) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      try {
        const paid = payOnChain(body);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(paid));
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    });
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(mails));
});
await new Promise((resolve) => mailbox.listen(Number(port) + 1, '127.0.0.1', resolve));

const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: 'dist/client',
    MARKET_DATA_URL: `http://127.0.0.1:${market.address().port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    NOTIFY_POLL_MS: '200',
    TRON_API_URL: tron.url,
    TRON_DEPOSIT_ADDRESS: E2E_TRON_ADDRESS,
    BSC_RPC_URL: bsc.url,
    BSC_DEPOSIT_ADDRESS: E2E_BSC_ADDRESS,
    CHAIN_POLL_MS: '500',
    DEMO: '1',
    LOG_LEVEL: 'warn',
    SCHEDULER: '0',
    // The flows register and deposit many times from 127.0.0.1 (README "Configuration").
    RATE_LIMITS: 'off',
    ROOT_SPONSOR_ID: 'LT1000001',
    ROOT_PASSWORD: 'root-password-e2e',
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'admin-password-e2e',
    ADMIN_TOTP_SECRET: 'KRUGS4ZANFZSA5DIMUQGKMTFEBZWKY3S',
  },
});

const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  market.close();
  mailbox.close();
  smtp.close();
  void tron.close();
  void bsc.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
