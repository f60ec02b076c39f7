import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw';
import { packageById, priceMicro } from '../modules/catalogue/catalogue';
import { guards } from '../shared/guards';
import { applyApprovedOrder } from '../modules/tree/points';
import { buildExtremeLeftChain } from '../test/bulk-tree';
import { extremeMember } from '../modules/tree/tour';
import { startServer } from '../test/server-process';
import { createTestApp, createTestDatabase, type TestApp } from '../test/harness';
import { bearer, login, PASSWORD, person, register, ROOT_CODE, seedRoot } from '../test/members';
import { adminLogin, deposit, openPeriodId, seedAdmin } from '../test/staff';
import { creditWallet } from '../test/wallets';

/**
 * README "Security" (races): races fired at the HTTP layer of a listening server, at the same moment, over real
 * parallel PostgreSQL connections. Each race also runs with its guard taken out (guards.ts, or the
 * database constraint dropped) on a throwaway database, to show that the test would catch it.
 */
type Server = { t: TestApp; url: string; admin: string };

async function serve(options: { checkLedger?: boolean } = {}): Promise<Server> {
  const database = await createTestDatabase(options);
  const t = await createTestApp({ database });
  await seedRoot(t.database.db);
  await seedAdmin(t.database.db);
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url, admin: await adminLogin(t.app) };
}

/** Fires n requests at once and answers their statuses. */
async function race(n: number, send: (i: number) => Promise<Response>) {
  const start = new Promise<void>((go) => setTimeout(go, 50));
  const responses = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      await start;
      return send(i);
    }),
  );
  return responses.map((r) => r.status);
}

const json = (token: string | undefined, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  body: JSON.stringify(body),
});

async function memberWithBalance(s: Server, usdt: number) {
  const m = await register(s.t.app, ROOT_CODE, 'left');
  const code = m.user.mySponsorId;
  const token = await login(s.t.app, code);
  await s.t.app.inject({
    method: 'POST',
    url: '/wallet/walletdetails/',
    headers: bearer(token),
    payload: {
      userId: code,
      name: 'M',
      telegramId: '@m',
      Walletaddress: 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm',
    },
  });
  await s.t.app.inject({
    method: 'POST',
    url: `/api/admin/kyc/${code}/verify`,
    headers: bearer(s.admin),
  });
  await creditWallet(s.t.database.db, Number(m.user._id), usdt * 1_000_000);
  return { code, token, key: m.uniqueKey, id: Number(m.user._id) };
}

async function withdrawAll(s: Server, n: number) {
  const m = await memberWithBalance(s, 100);
  const statuses = await race(n, () =>
    fetch(
      `${s.url}/user/withdrawal-request`,
      json(m.token, { sponsorId: m.code, amount: 100, password: PASSWORD, uniqueKey: m.key }),
    ),
  );
  return { statuses, m };
}

async function approveOneOrder(s: Server, n: number) {
  const m = await register(s.t.app, ROOT_CODE, 'right');
  const orderNo = await deposit(s.t.app, await login(s.t.app, m.user.mySponsorId), 'Kick Starter');
  const statuses = await race(n, () =>
    fetch(`${s.url}/api/admin/orders/${orderNo}/approve`, {
      method: 'POST',
      headers: bearer(s.admin),
    }),
  );
  const [points] = await queryRows<{ personal: string | number }>(
    s.t.database.db,
    sql`select personal from member_points where member_id = ${Number(m.user._id)}`,
  );
  return { statuses, personal: Number(points?.personal) };
}

async function registerIntoOneLeg(s: Server, n: number) {
  const p = await register(s.t.app, ROOT_CODE, 'left');
  const statuses = await race(n, () =>
    fetch(
      `${s.url}/api/auth/register-user-left`,
      json(undefined, { ...person(), sponsorId: p.user.mySponsorId }),
    ),
  );
  return { statuses, parent: Number(p.user._id) };
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('races on PostgreSQL', () => {
  let s: Server;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.t.close());

  it('lets exactly one of 50 parallel withdrawals of the whole balance through', async () => {
    const { statuses, m } = await withdrawAll(s, 50);
    expect(count(statuses, 201)).toBe(1);
    // The rest are refused by the balance (409) or, past the attempts at the member's secrets that
    // one address may have evaluated at once, or past the unique key's attempts that requests in
    // flight hold, by the throttle (429; README "Security"). 403 (a locked key) is counted too.
    expect(count(statuses, 409) + count(statuses, 429) + count(statuses, 403)).toBe(49);
    expect(statuses).toContain(409);
    const [wallet] = await queryRows<{ balance: string | number }>(
      s.t.database.db,
      sql`select balance from accounts where kind = 'member_wallet' and owner_id = ${m.id}`,
    );
    expect(Number(wallet?.balance)).toBe(0);
  });

  it('accepts exactly one of 20 parallel approvals of one order', async () => {
    const { statuses, personal } = await approveOneOrder(s, 20);
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 409)).toBe(19);
    expect(personal).toBe(50);
  });

  it('places 50 parallel registrations into one leg in distinct slots of a valid binary tree', async () => {
    const { statuses, parent } = await registerIntoOneLeg(s, 50);
    expect(count(statuses, 201)).toBe(50);
    const chain = await queryRows<{
      id: string | number;
      parent_id: string | number;
      side: string;
    }>(
      s.t.database.db,
      sql`with recursive leg as (
            select id, parent_id, side from members where parent_id = ${parent} and side = 'L'
            union all
            select m.id, m.parent_id, m.side from members m join leg on m.parent_id = leg.id and m.side = 'L'
          ) select * from leg`,
    );
    expect(chain).toHaveLength(50);
    expect(new Set(chain.map((c) => Number(c.parent_id))).size).toBe(50);
    const [doubled] = await queryRows<{ n: string | number }>(
      s.t.database.db,
      sql`select count(*) as n from (select parent_id, side from members where parent_id is not null
                                      group by parent_id, side having count(*) > 1) d`,
    );
    expect(Number(doubled?.n)).toBe(0);
    expect(await extremeMember(s.t.database.db, parent, 'L')).toBe(
      Math.max(...chain.map((c) => Number(c.id))),
    );
  });
});

describe('the same races with their guard taken out fail those tests', () => {
  let s: Server;
  beforeAll(async () => {
    s = await serve({ checkLedger: false });
  });
  afterAll(async () => {
    guards.orderRowLock = true;
    guards.tourLock = true;
    await s.t.close();
  });

  it('without the balance CHECK more than one withdrawal of the whole balance goes through', async () => {
    await s.t.database.db.execute(
      sql`alter table accounts drop constraint accounts_balance_nonnegative`,
    );
    const { statuses } = await withdrawAll(s, 50);
    expect(count(statuses, 201)).toBeGreaterThan(1);
  });

  it('without the order row lock more than one approval succeeds and points are doubled', async () => {
    guards.orderRowLock = false;
    const { statuses, personal } = await approveOneOrder(s, 20);
    guards.orderRowLock = true;
    expect(count(statuses, 200)).toBeGreaterThan(1);
    expect(personal).toBeGreaterThan(50);
  });

  it('without the tour lock parallel registrations into one leg fail', async () => {
    guards.tourLock = false;
    const { statuses } = await registerIntoOneLeg(s, 50);
    guards.tourLock = true;
    expect(count(statuses, 201)).toBeLessThan(50);
  });
});

/** A period whose close takes long enough (a 60,000-deep leg with orders) for two to overlap. */
async function busyPeriod(s: Server) {
  const [root] = await queryRows<{ id: string | number }>(
    s.t.database.db,
    sql`select id from members where parent_id is null`,
  );
  const rootId = Number(root?.id);
  const chain = await buildExtremeLeftChain(s.t.database.db, rootId, 60_000);
  const approve = (memberId: number, packageId: number) => {
    const pkg = packageById(packageId);
    return s.t.database.db.transaction((tx) =>
      applyApprovedOrder(tx, {
        memberId,
        packageId,
        points: pkg.price,
        priceMicro: priceMicro(pkg),
      }),
    );
  };
  // The root is active with points on both legs, so the close pays it.
  await approve(rootId, 4);
  const right = await register(s.t.app, ROOT_CODE, 'right');
  await approve(Number(right.user._id), 6);
  for (let i = 0; i < 50; i++) await approve(chain.firstId + i * 1000, 3);
}

const closedPeriods = async (s: Server) => {
  const [row] = await queryRows<{ closes: string | number; payouts: string | number }>(
    s.t.database.db,
    sql`select (select count(*) from periods where closed_at is not null) as closes,
               (select count(*) from transfers where kind = 'weekly_payout') as payouts`,
  );
  return { closes: Number(row?.closes), payouts: Number(row?.payouts) };
};

describe('two server processes on one database closing the period at the same moment', () => {
  it('close it once, and both answer that close', async () => {
    const s = await serve();
    try {
      await busyPeriod(s);
      const env = { DATABASE_URL: s.t.database.url ?? '', LOG_LEVEL: 'warn' };
      const servers = await Promise.all([startServer(env), startServer(env)]);
      try {
        const periodId = await openPeriodId(s.t.app, s.admin);
        const bodies = await Promise.all(
          servers.map((server) =>
            fetch(`${server.url}/api/admin/payouts/close`, json(s.admin, { periodId })).then(
              async (r) => ({ status: r.status, body: await r.text() }),
            ),
          ),
        );
        expect(bodies.map((b) => b.status)).toEqual([200, 200]);
        expect(bodies[0]?.body).toBe(bodies[1]?.body);
        expect(await closedPeriods(s)).toEqual({ closes: 1, payouts: 1 });
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    } finally {
      await s.t.close();
    }
  }, 180_000);

  it('without the period lock two overlapping closes go wrong', async () => {
    const s = await serve({ checkLedger: false });
    const second = await createTestApp({ database: s.t.database });
    try {
      await busyPeriod(s);
      const periodId = await openPeriodId(s.t.app, s.admin);
      guards.periodLock = false;
      const results = await Promise.all(
        [s.t.app, second.app].map((app) =>
          app.inject({
            method: 'POST',
            url: '/api/admin/payouts/close',
            headers: bearer(s.admin),
            payload: { periodId },
          }),
        ),
      );
      guards.periodLock = true;
      const statuses = results.map((r) => r.statusCode);
      const { closes } = await closedPeriods(s);
      // One of them fails, or the period is settled twice: either way not "one close".
      expect(statuses.some((code) => code !== 200) || closes > 1).toBe(true);
    } finally {
      guards.periodLock = true;
      await second.app.close();
      await s.t.close();
    }
  }, 180_000);
});
