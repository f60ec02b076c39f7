// Starts the built server for the end-to-end suite on a fresh embedded database, with a fake
// market-data service and a real SMTP server on 127.0.0.1 (tests never call the internet); the
// e-mails it receives are listed as JSON at http://127.0.0.1:<port + 1>/mails for the flows.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

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
const mailbox = createServer((_, res) => {
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
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
