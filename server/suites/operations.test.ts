import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupEmbedded, restoreEmbedded } from '../db/backup';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { queryRows } from '../db/raw';
import { checkLedger } from '../modules/integrity/ledger-check';
import { register, ROOT_CODE, seedRoot } from '../test/members';
import { startServer } from '../test/server-process';
import { multipartBody, pngScreenshot } from '../test/staff';
import { creditWallet } from '../test/wallets';
import { buildApp } from '../app';
import { testConfig } from '../test/harness';

const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `lte-${name}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database: backup and restore', () => {
  it('restores a backup into a database with the same members, money and ledger', async () => {
    const dataDir = join(folder('data'), 'db');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await runMigrations(handle);
    await seedRoot(handle.db);
    const app = await buildApp({
      config: testConfig({ uploadsDir: folder('uploads') }),
      db: handle.db,
    });
    const member = await register(app, ROOT_CODE, 'left');
    await creditWallet(handle.db, Number(member.user._id), 12_340_000);
    await app.close();
    const snapshot = () =>
      queryRows<Record<string, string | number>>(
        handle.db,
        sql`select (select count(*) from members) as members,
                   (select sum(balance) from accounts where balance is not null) as balances,
                   (select count(*) from entries) as entries`,
      );
    const before = await snapshot();
    await handle.close();

    const file = join(folder('backups'), 'lte.tar.gz');
    expect(await backupEmbedded(dataDir, file)).toBeGreaterThan(1000);
    const target = join(folder('restored'), 'db');
    expect(await restoreEmbedded(file, target)).toBeUndefined();
    const restored = await openDatabase({ kind: 'pglite', dataDir: target });
    try {
      const [after] = await queryRows<Record<string, string | number>>(
        restored.db,
        sql`select (select count(*) from members) as members,
                   (select sum(balance) from accounts where balance is not null) as balances,
                   (select count(*) from entries) as entries`,
      );
      expect(after).toEqual(before[0]);
      expect(await checkLedger(restored.db)).toEqual([]);
    } finally {
      await restored.close();
    }
    // Restoring over a database keeps the old one aside instead of overwriting it.
    expect(await restoreEmbedded(file, target)).toMatch(/before-restore/);
  }, 120_000);
});

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const dataDir = join(folder('graceful'), 'db');
    const server = await startServer({
      DATA_DIR: dataDir,
      UPLOADS_DIR: folder('graceful-uploads'),
      ROOT_SPONSOR_ID: ROOT_CODE,
      ROOT_PASSWORD: 'root-password-1',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-password-1',
    });
    const login = await fetch(`${server.url}/api/auth/login-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sponsorId: ROOT_CODE, password: 'root-password-1' }),
    });
    const { token } = (await login.json()) as { token: string };
    const body = multipartBody(
      { package_name: 'Kick Starter' },
      { name: 'image', filename: 'paid.png', type: 'image/png', data: await pngScreenshot() },
    );
    // Send half of an upload, stop the server, then send the rest: the order must still be taken.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${server.url}/order/create`, {
        method: 'POST',
        headers: {
          ...body.headers,
          authorization: `Bearer ${token}`,
          'content-length': String(body.payload.length),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      const half = Math.floor(body.payload.length / 2);
      req.write(body.payload.subarray(0, half));
      setTimeout(() => req.end(body.payload.subarray(half)), 700);
    });
    await new Promise((r) => setTimeout(r, 200));
    const stopping = server.stop();
    const res = await answer;
    expect(res.status, res.text).toBe(201);
    expect(await stopping).toBe(0);
    expect(server.output()).toMatch(/shutting down/);
  }, 120_000);
});
