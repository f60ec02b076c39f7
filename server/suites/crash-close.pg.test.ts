import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { queryRows } from '../db/raw';
import { packageById, priceMicro } from '../modules/catalogue/catalogue';
import { checkAuditChain, SYSTEM } from '../modules/audit/service';
import { closePeriod } from '../modules/payouts/close';
import { checkLedger } from '../modules/integrity/ledger-check';
import { applyApprovedOrder } from '../modules/tree/points';
import { placeAtExtreme } from '../modules/tree/placement';
import { buildExtremeLeftChain } from '../test/bulk-tree';
import { createTestDatabase } from '../test/harness';
import { seedRoot } from '../test/members';
import { startServer } from '../test/server-process';
import {
  ADMIN_EMAIL,
  ADMIN_TOTP_SECRET,
  openPeriodIdAt,
  seedAdmin,
  STAFF_PASSWORD,
  totpCode,
} from '../test/staff';

const DEPTH = 120_000;

/** What a close leaves behind, to compare an interrupted-then-repeated close with a clean one. */
async function outcome(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      select (select count(*) from periods where closed_at is not null)::int as closes,
             (select count(*) from weekly_earnings)::int as earnings,
             (select coalesce(sum(payout), 0)::text from weekly_earnings) as payouts,
             (select coalesce(sum(carry_left + carry_right), 0)::text from member_points) as carried,
             (select coalesce(sum(closed_left + closed_right), 0)::text from member_points) as closed,
             (select coalesce(sum(points), 0)::text from tour_blocks) as tour`);
    return rows[0] as Record<string, string | number>;
  } finally {
    await client.end();
  }
}

/**
 * README "Security" (crash recovery): kill -9 the server while it closes the period; started again, nothing of the close
 * is there, the ledger holds, and closing again gives exactly what an uninterrupted close gives.
 */
describe('a crash during the weekly close (postgres)', () => {
  it('leaves no half close, and the repeated close equals an uninterrupted one', async () => {
    const database = await createTestDatabase();
    const url = database.url ?? '';
    const rootId = await seedRoot(database.db);
    await seedAdmin(database.db);
    const chain = await buildExtremeLeftChain(database.db, rootId, DEPTH);
    const approve = (memberId: number, packageId: number) => {
      const pkg = packageById(packageId);
      return database.db.transaction((tx) =>
        applyApprovedOrder(tx, {
          memberId,
          packageId,
          points: pkg.price,
          priceMicro: priceMicro(pkg),
        }),
      );
    };
    // The root is active and has a right leg, so the close pays it (direct and team bonus).
    await approve(rootId, 4);
    const right = await database.db.transaction((tx) =>
      placeAtExtreme(tx, rootId, 'R', {
        name: 'Right',
        mobileNumber: '9000000000',
        email: 'r@example.com',
        passwordHash: 'x',
        uniqueKeyHash: 'x',
        sponsorId: rootId,
      }),
    );
    await approve(right.id, 6);
    for (let i = 0; i < 200; i++)
      await approve(chain.firstId + Math.floor(((i + 1) * DEPTH) / 201), 3);
    await database.close();

    // The same data, closed without interruption, is the yardstick.
    const admin = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
    await admin.connect();
    const name = new URL(url).pathname.slice(1);
    const copyName = `${name}_copy`;
    // Behind a pooler (TEST_POOLER=1) its idle server connections still hold the database open.
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.query(`create database ${copyName} template ${name}`);
    const copyUrl = Object.assign(new URL(url), { pathname: `/${copyName}` }).toString();
    const copy = await openDatabase({ kind: 'postgres', url: copyUrl });
    const clean = await closePeriod(copy.db, SYSTEM);
    await copy.close();
    const expected = await outcome(copyUrl);
    expect(clean.members).toBeGreaterThan(0);

    const env = {
      DATABASE_URL: url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: STAFF_PASSWORD,
      ADMIN_TOTP_SECRET,
      LOG_LEVEL: 'warn',
    };
    let server = await startServer(env);
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: ADMIN_EMAIL,
        password: STAFF_PASSWORD,
        code: await totpCode(ADMIN_TOTP_SECRET),
      }),
    });
    const { token } = (await login.json()) as { token: string };
    const close = async () =>
      fetch(`${server.url}/api/admin/payouts/close`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ periodId: await openPeriodIdAt(server.url, token) }),
      });
    const interrupted = close().catch(() => undefined);
    // Wait until the close is at work in the database, then pull the plug.
    let seen = false;
    for (let i = 0; i < 400 && !seen; i++) {
      const { rows } = await admin.query(
        `select 1 from pg_stat_activity where datname = $1 and state = 'active'
            and query ilike '%close_settlement%'`,
        [name],
      );
      seen = rows.length > 0;
      if (!seen) await new Promise((r) => setTimeout(r, 10));
    }
    expect(seen).toBe(true);
    await server.kill();
    await interrupted;

    server = await startServer(env);
    const handle = await openDatabase({ kind: 'postgres', url });
    try {
      const [open] = await queryRows<{ n: string | number }>(
        handle.db,
        sql`select count(*) as n from periods where closed_at is null`,
      );
      expect(Number(open?.n)).toBe(1);
      const before = await outcome(url);
      expect(before).toMatchObject({ closes: 0, earnings: 0 });
      // The approvals' points are still in the tour and none of them is settled yet.
      expect(Number(before['tour'])).toBeGreaterThan(0);
      expect(Number(before['closed'])).toBe(0);
      expect(await checkLedger(handle.db)).toEqual([]);
      expect(await checkAuditChain(handle.db)).toEqual([]);

      const again = await close();
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({
        members: clean.members,
        total: clean.totalMicro / 1e6,
      });
      expect(await outcome(url)).toEqual(expected);
      expect(await checkLedger(handle.db)).toEqual([]);
    } finally {
      await handle.close();
      await server.stop();
      for (const db of [copyName, name])
        await admin.query(`drop database if exists ${db} with (force)`);
      await admin.end();
    }
  }, 300_000);
});
