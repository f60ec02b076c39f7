import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { queryRows } from '../db/raw';
import { consistencyProblems } from '../test/consistency';
import { createTestDatabase, engine, testConfig } from '../test/harness';
import { bearer, login, PASSWORD, register, ROOT_CODE, seedRoot } from '../test/members';
import { startServer } from '../test/server-process';
import { adminLogin, ADMIN_EMAIL, deposit, seedAdmin, STAFF_PASSWORD } from '../test/staff';
import { creditWallet } from '../test/wallets';

/**
 * README "Security" (crash recovery): the server process is killed (-9) in the middle of a burst of approvals and
 * withdrawals, then started again: every request that was answered is still there, nothing is
 * half done, and the ledger, the audit chain and the points all still agree.
 */
describe(`a crash during a burst of approvals and withdrawals (${engine})`, () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  /** The database the server process uses, opened in this process only while it is down. */
  async function store(): Promise<{
    env: Record<string, string>;
    open: () => Promise<DatabaseHandle>;
    drop: () => Promise<void>;
  }> {
    if (engine === 'postgres') {
      const database = await createTestDatabase();
      const url = database.url ?? '';
      return {
        env: { DATABASE_URL: url },
        open: () => openDatabase({ kind: 'postgres', url }),
        drop: () => database.drop(),
      };
    }
    const dir = mkdtempSync(join(tmpdir(), 'lte-crash-'));
    folders.push(dir);
    const dataDir = join(dir, 'db');
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => undefined,
    };
  }

  it('keeps every answered request and nothing half done', async () => {
    const db = await store();
    const uploadsDir = mkdtempSync(join(tmpdir(), 'lte-crash-uploads-'));
    folders.push(uploadsDir);

    // Set-up in this process: members with verified wallets and money, pending deposits.
    let handle: DatabaseHandle = await db.open();
    await runMigrations(handle);
    await seedRoot(handle.db);
    await seedAdmin(handle.db);
    const setup = await buildApp({ config: testConfig({ uploadsDir }), db: handle.db });
    const admin = await adminLogin(setup);
    const members: { code: string; token: string; key: string }[] = [];
    const orders: string[] = [];
    for (let i = 0; i < 10; i++) {
      const m = await register(setup, ROOT_CODE, i % 2 ? 'right' : 'left');
      const token = await login(setup, m.user.mySponsorId);
      await setup.inject({
        method: 'POST',
        url: '/wallet/walletdetails/',
        headers: bearer(token),
        payload: {
          userId: m.user.mySponsorId,
          name: 'M',
          telegramId: '@m',
          Walletaddress: 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm',
        },
      });
      await setup.inject({
        method: 'POST',
        url: `/api/admin/kyc/${m.user.mySponsorId}/verify`,
        headers: bearer(admin),
      });
      await creditWallet(handle.db, Number(m.user._id), 50_000_000);
      members.push({ code: m.user.mySponsorId, token, key: m.uniqueKey });
      for (let j = 0; j < 4; j++) orders.push(await deposit(setup, token, 'Kick Starter'));
    }
    await setup.close();
    await handle.close();

    const env = {
      ...db.env,
      UPLOADS_DIR: uploadsDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: STAFF_PASSWORD,
      LOG_LEVEL: 'warn',
    };
    let server = await startServer(env);
    const answered: string[] = [];
    const post = (path: string, token: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
        .then(async (res) => {
          if (res.ok) answered.push(`${path} ${await res.text()}`);
        })
        .catch(() => undefined);
    const burst = [
      ...orders.map((no) => post(`/api/admin/orders/${no}/approve`, admin)),
      ...members.flatMap((m) =>
        [1, 2].map(() =>
          post('/user/withdrawal-request', m.token, {
            sponsorId: m.code,
            amount: 10,
            password: PASSWORD,
            uniqueKey: m.key,
          }),
        ),
      ),
    ];
    // Kill once some answers are in and others are still being worked on.
    const started = Date.now();
    while (answered.length < 5 && Date.now() - started < 20_000)
      await new Promise((r) => setTimeout(r, 5));
    await server.kill();
    await Promise.all(burst);
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(answered.length).toBeLessThan(burst.length);

    // Started again, the server answers; then every answered request must still be there.
    server = await startServer(env);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    await server.stop();

    handle = await db.open();
    try {
      expect(await consistencyProblems(handle.db)).toEqual([]);
      for (const line of answered) {
        const orderNo = /\/api\/admin\/orders\/(ORD-\d+)\/approve/.exec(line)?.[1];
        const withdrawalNo = /"order_no":"(WD-\d+)"/.exec(line)?.[1];
        const [row] = orderNo
          ? await queryRows<{ status: string }>(
              handle.db,
              sql`select status from orders where order_no = ${orderNo}`,
            )
          : await queryRows<{ status: string }>(
              handle.db,
              sql`select status from withdrawals where order_no = ${withdrawalNo}`,
            );
        expect(row?.status, line.slice(0, 120)).toBe(orderNo ? 'approved' : 'pending');
      }
    } finally {
      await handle.close();
      await db.drop();
    }
  }, 240_000);
});
