import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw';
import { closeScholarships } from '../modules/scholarships/service';
import { createTestApp, engine, type TestApp } from '../test/harness';
import {
  bearer,
  login,
  PASSWORD,
  person,
  register,
  ROOT_CODE,
  ROOT_PASSWORD,
  seedRoot,
} from '../test/members';
import { ADMIN_NAME, adminSession, deposit, makeOperator, seedAdmin } from '../test/staff';
import { creditWallet, walletOf } from '../test/wallets';

const ADDRESS = 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm';
/** A member name a spreadsheet would run as a formula, with a comma and quotes to escape. */
const EVIL_NAME = '=HYPERLINK("http://evil.example","click, me")';
const HASH_1 = 'a'.repeat(64);
const HASH_2 = `0x${'b'.repeat(64)}`;

type Member = { code: string; id: number; token: string; key: string; name: string };
type Page<T> = { items: T[]; nextCursor: string | null };

describe(`the admin console (${engine})`, () => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let op: { id: string; token: string };
  let root: Member;
  let a: Member;
  let b: Member;
  let a1: Member;
  let a2: Member;

  const get = (url: string, token = admin.token) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: Record<string, unknown> = {}, token = admin.token) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const ok = async <T>(url: string): Promise<T> => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };
  /** Every item of a list, page by page; checks that pages neither overlap nor stop early. */
  const allPages = async <T>(
    url: string,
    limit: number,
  ): Promise<{ items: T[]; pages: number }> => {
    const items: T[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const joiner = url.includes('?') ? '&' : '?';
      const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: Page<T> = await ok<Page<T>>(`${url}${joiner}limit=${limit}${suffix}`);
      expect(page.items.length).toBeLessThanOrEqual(limit);
      if (page.nextCursor) expect(page.items).toHaveLength(limit);
      items.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    const whole = await ok<Page<T>>(`${url}${url.includes('?') ? '&' : '?'}limit=200`);
    expect(items).toEqual(whole.items);
    expect(whole.nextCursor).toBeNull();
    return { items, pages };
  };

  const member = async (under: string, side: 'left' | 'right', by?: Member, name?: string) => {
    const who = person(name);
    const r = await register(t.app, under, side, by?.token, who);
    const code = r.user.mySponsorId;
    return {
      code,
      id: Number(r.user._id),
      token: await login(t.app, code),
      key: r.uniqueKey,
      name: who.name,
    };
  };
  const approve = async (orderNo: string) =>
    expect((await post(`/api/admin/orders/${orderNo}/approve`)).statusCode).toBe(200);
  const verifyKyc = async (m: Member) => {
    const submitted = await post(
      '/wallet/walletdetails/',
      { userId: m.code, name: m.name, telegramId: '@someone', Walletaddress: ADDRESS },
      m.token,
    );
    expect(submitted.statusCode).toBe(201);
    expect((await post(`/api/admin/kyc/${m.code}/verify`)).statusCode).toBe(200);
  };
  const withdraw = (m: Member, amount: number, uniqueKey = m.key) =>
    post(
      '/user/withdrawal-request',
      { sponsorId: m.code, amount, password: PASSWORD, uniqueKey },
      m.token,
    );
  const withdrawalNo = async (m: Member, amount: number) => {
    const res = await withdraw(m, amount);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ order: { order_details: { order_no: string } } }>().order.order_details
      .order_no;
  };
  const auditRows = (action: string) =>
    queryRows<{ subject: string; actor_kind: string; actor_id: string | number; details: unknown }>(
      t.database.db,
      sql`select subject, actor_kind, actor_id, details from audit_log
           where action = ${action} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const rootId = await seedRoot(t.database.db);
    await seedAdmin(t.database.db);
    const session = await adminSession(t.app);
    admin = { id: String(session.id), token: session.token };
    op = await makeOperator(t.app, admin.token, 2000);
    expect((await post(`/api/admin/operators/${op.id}/credit`, { amount: 300 })).statusCode).toBe(
      200,
    );
    root = {
      code: ROOT_CODE,
      id: rootId,
      token: await login(t.app, ROOT_CODE, ROOT_PASSWORD),
      key: '',
      name: '',
    };
    a = await member(ROOT_CODE, 'left', undefined, EVIL_NAME);
    b = await member(ROOT_CODE, 'right');
    a1 = await member(a.code, 'left', a);
    a2 = await member(a.code, 'right', a);

    // root first, so that it is active (and earns) when its sponsored members buy.
    await approve(await deposit(t.app, root.token, 'Premium Master Trader Course'));
    await approve(await deposit(t.app, a.token, 'Kick Starter'));
    const billed = await post(
      '/order/update-status',
      { mySponsorId: a1.code, order_no: await deposit(t.app, a1.token, 'Bull Starter') },
      op.token,
    );
    expect(billed.statusCode, billed.body).toBe(200);
    const sold = await post(
      '/order/update-status-without-orderno',
      { mySponsorId: a2.code, package_name: 'Whales Starter' },
      op.token,
    );
    expect(sold.statusCode, sold.body).toBe(200);
    await approve(await deposit(t.app, b.token, 'Bull Starter'));
    await deposit(t.app, b.token, 'Kick Starter'); // stays pending
    const rejected = await post(
      `/api/admin/orders/${await deposit(t.app, a1.token, 'Kick Starter')}/reject`,
      { reason: 'No payment received' },
    );
    expect(rejected.statusCode).toBe(200);
  });
  afterAll(async () => {
    // pg's pool.end() resolves before its idle sockets have closed, and the harness then drops
    // the database with (force): an idle connection reset then, with no listener, would crash
    // the test process after every test passed.
    if (t.database.kind === 'postgres') t.database.pool.on('error', () => undefined);
    await t.close();
  });

  it('lets no member, operator or stranger use any admin console route', async () => {
    const routes: [method: 'GET' | 'POST', url: string][] = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/operators'],
      ['GET', `/api/admin/operators/${op.id}/float`],
      ['GET', `/api/admin/operators/${op.id}/orders`],
      ['GET', '/api/admin/payouts/preview'],
      ['GET', '/api/admin/payouts'],
      ['GET', '/api/admin/payouts/1'],
      ['GET', '/api/admin/scholarships'],
      ['GET', '/api/admin/scholarships/2025-01'],
      ['GET', '/api/admin/rewards?status=unclaimed'],
      ['GET', `/api/admin/members/${a.code}`],
      ['GET', `/api/admin/members/${a.code}/orders`],
      ['GET', `/api/admin/members/${a.code}/statement`],
      ['GET', `/api/admin/members/${a.code}/withdrawals`],
      ['GET', `/api/admin/members/${a.code}/tree`],
      ['POST', `/api/admin/members/${a.code}/reset-key`],
      ['POST', `/api/admin/members/${a.code}/block`],
      ['GET', '/api/admin/inquiries?unread=true'],
      ['POST', '/api/admin/inquiries/1/read'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/withdrawals.csv'],
    ];
    for (const [method, url] of routes) {
      const as = (headers: Record<string, string>) =>
        t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
      expect((await as({})).statusCode, `${url} without a session`).toBe(401);
      expect((await as(bearer(a.token))).statusCode, `${url} as a member`).toBe(403);
      expect((await as(bearer(op.token))).statusCode, `${url} as an operator`).toBe(403);
    }
    const key = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from audit_log where action like 'member.%'`,
    );
    expect(Number(key[0]?.n)).toBe(0);
  });

  it('answers bad input with 400 and unknown things with 404, never a 500', async () => {
    const cases: [url: string, status: number][] = [
      ['/api/admin/operators?cursor=garbage!', 400],
      [`/api/admin/operators?cursor=${Buffer.from('["x"]').toString('base64url')}`, 400],
      [`/api/admin/audit?cursor=${Buffer.from('[1]').toString('base64url')}`, 400],
      [`/api/admin/rewards?cursor=${Buffer.from('[-1,1,1]').toString('base64url')}`, 400],
      ['/api/admin/payouts/preview?cursor=e30', 400],
      ['/api/admin/operators?limit=0', 400],
      ['/api/admin/operators?limit=201', 400],
      ['/api/admin/operators?limit=ten', 400],
      ['/api/admin/operators/abc/float', 400],
      ['/api/admin/operators/99999/float', 404],
      [`/api/admin/operators/${admin.id}/orders`, 404],
      ['/api/admin/payouts/abc', 400],
      ['/api/admin/payouts/99999', 404],
      ['/api/admin/scholarships/2025-13', 400],
      ['/api/admin/scholarships/2001-01', 404],
      ['/api/admin/rewards?status=claimed', 400],
      ['/api/admin/members/LT12', 400],
      ['/api/admin/members/LT9999999', 404],
      ['/api/admin/members/LT9999999/tree', 404],
      ['/api/admin/inquiries?unread=maybe', 400],
      ['/api/admin/audit?type=other', 400],
      ['/api/admin/audit?from=yesterday', 400],
      ['/api/admin/audit?actor=root', 400],
      ['/api/admin/audit?actor=admin:x', 400],
    ];
    for (const [url, status] of cases) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect((await post('/api/admin/inquiries/99999/read', { read: true })).statusCode).toBe(404);
    expect((await post('/api/admin/inquiries/1/read', { read: 'yes' })).statusCode).toBe(400);
    expect((await post(`/api/admin/members/${a.code}/block`, {})).statusCode).toBe(400);
    expect((await post('/api/admin/members/LT9999999/reset-key')).statusCode).toBe(404);
  });

  it('shows the dashboard: members, business, queues and what a close would pay now', async () => {
    const dashboard = await ok<Record<string, unknown>>('/api/admin/dashboard');
    const monday = new Date();
    monday.setUTCHours(0, 0, 0, 0);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(dashboard).toEqual({
      members: 4,
      activeMembers: 4,
      business: { period: 1750, month: 1750, allTime: 1750 },
      pending: { deposits: 1, kyc: 0, withdrawals: 0 },
      projected: { members: 2, payout: 90.25 },
      weeks: [{ week: monday.toISOString(), business: 1750, payouts: 0 }],
    });
  });

  it('lists operators with their float and business, and their float and orders', async () => {
    await makeOperator(t.app, admin.token);
    await makeOperator(t.app, admin.token, 10);
    const operators = await allPages<Record<string, unknown>>('/api/admin/operators', 2);
    expect(operators.pages).toBe(2);
    expect(operators.items).toHaveLength(3);
    expect(operators.items[2]).toEqual({
      _id: op.id,
      name: expect.any(String),
      email: expect.stringContaining('@example.com'),
      blocked: false,
      float: 1800,
      credited: 2300,
      approvedOrders: 2,
      business: 600,
      createdAt: expect.any(String),
      twoFactor: false,
    });
    expect(operators.items[0]).toMatchObject({ float: 10, credited: 10, approvedOrders: 0 });

    const float = await allPages<Record<string, unknown>>(`/api/admin/operators/${op.id}/float`, 2);
    expect(float.items.map((e) => [e['kind'], e['amount']])).toEqual([
      ['offline_sale', -500],
      ['float_credit', 300],
      ['float_credit', 2000],
    ]);
    expect(float.items[0]).toEqual({
      _id: expect.any(String),
      date: expect.any(String),
      amount: -500,
      kind: 'offline_sale',
      ref: expect.stringMatching(/^order:ORD-\d{6}$/),
    });

    const orders = await allPages<Record<string, unknown>>(
      `/api/admin/operators/${op.id}/orders`,
      1,
    );
    expect(orders.pages).toBe(2);
    expect(orders.items.map((o) => [o['package_name'], o['channel'], o['status']])).toEqual([
      ['Whales Starter', 'offline', 'approved'],
      ['Bull Starter', 'deposit', 'approved'],
    ]);
    expect(orders.items[1]).toMatchObject({
      member: { _id: String(a1.id), name: a1.name, mySponsorId: a1.code },
      price: 100,
      decided_by: expect.stringMatching(/^Operator/),
      image_url: expect.stringContaining('/api/screenshots/'),
    });
  });

  it('previews the close without writing, and the close then pays exactly that', async () => {
    const counts = async () =>
      queryRows<Record<string, string | number>>(
        t.database.db,
        sql`select (select count(*) from transfers) as transfers,
                   (select count(*) from entries) as entries,
                   (select count(*) from weekly_earnings) as earnings,
                   (select count(*) from audit_log) as audit,
                   (select count(*) from member_ranks) as ranks,
                   (select id from periods where closed_at is null) as open,
                   (select sum(carry_left + carry_right + open_direct_bonus) from member_points) as carry`,
      );
    const before = await counts();
    const preview = await ok<{
      period: { id: number; startedAt: string };
      totals: Record<string, number>;
      items: Record<string, unknown>[];
      nextCursor: string | null;
    }>('/api/admin/payouts/preview?limit=1');
    expect(preview.totals).toEqual({ members: 2, gross: 95, tds: 4.75, payout: 90.25 });
    expect(preview.items).toHaveLength(1);
    expect(preview.nextCursor).not.toBeNull();
    const rows = await allPages<Record<string, unknown>>('/api/admin/payouts/preview', 1);
    expect(rows.items).toEqual([
      {
        member: { _id: String(a.id), name: EVIL_NAME, mySponsorId: a.code },
        carriedLeft: 0,
        carriedRight: 0,
        periodLeft: 100,
        periodRight: 500,
        matched: 100,
        directBonus: 60,
        teamBonus: 10,
        capApplied: false,
        tds: 3.5,
        payout: 66.5,
      },
      {
        member: { _id: String(root.id), name: expect.any(String), mySponsorId: ROOT_CODE },
        carriedLeft: 0,
        carriedRight: 0,
        periodLeft: 650,
        periodRight: 100,
        matched: 100,
        directBonus: 15,
        teamBonus: 10,
        capApplied: false,
        tds: 1.25,
        payout: 23.75,
      },
    ]);
    expect(await counts()).toEqual(before);

    const walletBefore = await walletOf(t.database.db, a.id);
    const close = await post('/api/admin/payouts/close', { periodId: preview.period.id });
    expect(close.json()).toMatchObject({ members: 2, total: 90.25 });
    const periods = await ok<Page<Record<string, unknown>>>('/api/admin/payouts');
    expect(periods.items).toEqual([
      {
        _id: String(preview.period.id),
        startedAt: preview.period.startedAt,
        week: close.json().week,
        members: 2,
        total: 90.25,
        tds: 4.75,
        closedBy: ADMIN_NAME,
      },
    ]);
    const paid = await allPages<Record<string, unknown>>(
      `/api/admin/payouts/${preview.period.id}`,
      1,
    );
    expect(paid.items).toEqual(rows.items);
    expect(await walletOf(t.database.db, a.id)).toBe(walletBefore + 66_500_000);

    const open = await get(`/api/admin/payouts/${preview.period.id + 1}`);
    expect(open.statusCode).toBe(409);
    const next = await ok<{ totals: Record<string, number>; items: unknown[] }>(
      '/api/admin/payouts/preview',
    );
    expect(next.totals).toEqual({ members: 0, gross: 0, tds: 0, payout: 0 });
    expect(next.items).toEqual([]);

    const dashboard = await ok<Record<string, unknown>>('/api/admin/dashboard');
    expect(dashboard).toMatchObject({
      business: { period: 0, month: 1750, allTime: 1750 },
      projected: { members: 0, payout: 0 },
    });
    expect(dashboard['weeks']).toEqual([
      expect.objectContaining({ business: 1750, payouts: 90.25 }),
    ]);
  });

  it('lists scholarship runs and what each paid', async () => {
    expect((await post('/api/admin/scholarships/close')).statusCode).toBe(200);
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const result = await closeScholarships(
      t.database.db,
      { kind: 'admin', id: Number(admin.id) },
      nextMonth,
    );
    expect(result).toMatchObject({ orders: 5, totalMicro: 151_500_000 });
    const runs = await allPages<Record<string, unknown>>('/api/admin/scholarships', 1);
    expect(runs.items).toEqual([
      {
        month: nextMonth.toISOString(),
        ranAt: expect.any(String),
        orders: 5,
        total: 151.5,
        ranBy: ADMIN_NAME,
      },
      expect.objectContaining({ orders: 0, total: 0 }),
    ]);
    const key = nextMonth.toISOString().slice(0, 7);
    const payments = await allPages<Record<string, unknown>>(`/api/admin/scholarships/${key}`, 2);
    expect(payments.pages).toBe(3);
    expect(payments.items.map((p) => [p['package_name'], p['amount']])).toEqual(
      expect.arrayContaining([
        ['Premium Master Trader Course', 100],
        ['Whales Starter', 40],
        ['Bull Starter', 5],
        ['Bull Starter', 5],
        ['Kick Starter', 1.5],
      ]),
    );
    expect(payments.items.find((p) => p['amount'] === 1.5)).toEqual({
      _id: expect.any(String),
      member: { _id: String(a.id), name: EVIL_NAME, mySponsorId: a.code },
      order_no: expect.stringMatching(/^ORD-/),
      package_name: 'Kick Starter',
      amount: 1.5,
    });
  });

  it('lists rank rewards, filtered by status; the company root is offered none', async () => {
    // The root's legs reached Starter as well as a's (both were paid by the close above).
    const all = await allPages<Record<string, unknown>>('/api/admin/rewards', 1);
    expect(all.items).toEqual([
      {
        member: { _id: String(a.id), name: EVIL_NAME, mySponsorId: a.code },
        rank: 1,
        rankName: 'Starter',
        reward: 'mobile cover/USDT',
        status: 'unclaimed',
        achievedAt: expect.any(String),
        claimedAt: null,
      },
    ]);
    expect((await post(`/api/admin/rewards/${ROOT_CODE}/Starter/claim`)).statusCode).toBe(404);
    expect((await post(`/api/admin/rewards/${a.code}/Starter/claim`)).statusCode).toBe(200);
    const claimed = await ok<Page<Record<string, unknown>>>('/api/admin/rewards?status=Claimed');
    expect(claimed.items).toEqual([
      expect.objectContaining({
        member: { _id: String(a.id), name: EVIL_NAME, mySponsorId: a.code },
        status: 'Claimed',
        claimedAt: expect.any(String),
      }),
    ]);
    const unclaimed = await ok<Page<Record<string, unknown>>>(
      '/api/admin/rewards?status=unclaimed',
    );
    expect(unclaimed.items).toEqual([]);
    const rootRanks = await post('/user/ranking', { mysponsorid: ROOT_CODE }, root.token);
    expect(rootRanks.json()).toMatchObject({ userRank: { ranking_details: [] } });
  });

  it("shows a member's detail, orders, withdrawals, statement and tree", async () => {
    await verifyKyc(a);
    const first = await withdrawalNo(a, 20);
    expect(
      (await post(`/api/admin/withdrawals/${first}/approve`, { txHash: HASH_1 })).statusCode,
    ).toBe(200);
    const second = await withdrawalNo(a, 15);
    expect(
      (await post(`/api/admin/withdrawals/${second}/reject`, { reason: 'flagged' })).statusCode,
    ).toBe(200);
    const third = await withdrawalNo(a, 12);
    expect(
      (await post(`/api/admin/withdrawals/${third}/approve`, { txHash: HASH_2 })).statusCode,
    ).toBe(200);
    await withdrawalNo(a, 10); // pending

    const detail = await ok<Record<string, unknown>>(`/api/admin/members/${a.code}`);
    expect(detail).toEqual({
      profile: {
        _id: String(a.id),
        name: EVIL_NAME,
        mySponsorId: a.code,
        mobileNumber: expect.any(String),
        email: expect.any(String),
        isActive: true,
        blocked: false,
        joinedAt: expect.any(String),
        personalPoints: 50,
      },
      sponsor: { _id: String(root.id), name: expect.any(String), mySponsorId: ROOT_CODE },
      placement: {
        parent: { _id: String(root.id), name: expect.any(String), mySponsorId: ROOT_CODE },
        position: 'left',
      },
      currentPackage: 'Kick Starter',
      points: {
        personal: 50,
        direct: { left: 100, right: 500 },
        team: { left: 100, right: 500 },
        week: { left: 0, right: 0 },
        carried: { left: 0, right: 400 },
        legMembers: { left: 1, right: 1 },
      },
      // 66.5 paid + 1.5 scholarship - 20 - 12 paid out - 10 held
      wallet: 26,
      held: 10,
      totalPayout: 66.5,
      kyc: expect.objectContaining({
        member: { _id: String(a.id), name: EVIL_NAME, mySponsorId: a.code },
        walletAddress: ADDRESS,
        status: 'verified',
      }),
      withdrawalsLocked: false,
      twoFactor: false,
    });
    const top = await ok<Record<string, unknown>>(`/api/admin/members/${ROOT_CODE}`);
    expect(top).toMatchObject({
      sponsor: null,
      placement: null,
      kyc: null,
      currentPackage: 'Premium Master Trader Course',
      points: { legMembers: { left: 3, right: 1 }, team: { left: 650, right: 100 } },
    });

    const orders = await allPages<Record<string, unknown>>(
      `/api/admin/members/${a1.code}/orders`,
      1,
    );
    expect(orders.items.map((o) => [o['package_name'], o['status'], o['reason']])).toEqual([
      ['Kick Starter', 'canceled', 'No payment received'],
      ['Bull Starter', 'approved', null],
    ]);

    const withdrawals = await allPages<Record<string, unknown>>(
      `/api/admin/members/${a.code}/withdrawals`,
      3,
    );
    expect(withdrawals.items.map((w) => [w['amount'], w['status']])).toEqual([
      [10, 'pending'],
      [12, 'approved'],
      [15, 'canceled'],
      [20, 'approved'],
    ]);

    const statement = await allPages<Record<string, unknown>>(
      `/api/admin/members/${a.code}/statement`,
      3,
    );
    expect(statement.items.map((l) => [l['account'], l['kind'], l['amount']])).toEqual([
      ['hold', 'withdrawal_hold', 10],
      ['wallet', 'withdrawal_hold', -10],
      ['hold', 'withdrawal_paid', -12],
      ['hold', 'withdrawal_hold', 12],
      ['wallet', 'withdrawal_hold', -12],
      ['wallet', 'withdrawal_returned', 15],
      ['hold', 'withdrawal_returned', -15],
      ['hold', 'withdrawal_hold', 15],
      ['wallet', 'withdrawal_hold', -15],
      ['hold', 'withdrawal_paid', -20],
      ['hold', 'withdrawal_hold', 20],
      ['wallet', 'withdrawal_hold', -20],
      ['wallet', 'scholarship', 1.5],
      ['wallet', 'weekly_payout', 66.5],
    ]);
    expect(statement.items.at(-1)).toEqual({
      _id: expect.any(String),
      date: expect.any(String),
      account: 'wallet',
      kind: 'weekly_payout',
      ref: expect.stringMatching(/^close:\d+$/),
      amount: 66.5,
    });

    const tree = await ok<Record<string, unknown>>(`/api/admin/members/${a.code}/tree`);
    const genealogy = await get(`/api/auth/getSponsorChildrens/${a.code}`, a.token);
    expect(tree).toEqual(genealogy.json());
    expect(tree).toMatchObject({
      mySponsorId: a.code,
      leftChild: { mySponsorId: a1.code },
      rightChild: { mySponsorId: a2.code },
    });
    const whole = await ok<Record<string, unknown>>(`/api/admin/members/${ROOT_CODE}/tree`);
    expect(whole).toMatchObject({ mySponsorId: ROOT_CODE, leftChild: { mySponsorId: a.code } });
  });

  it('exports paid withdrawals as CSV, quoted and safe from formulas', async () => {
    const res = await get('/api/admin/withdrawals.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="paid-withdrawals-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('order_no,date,member_id,member_name,amount,fee,wallet_address,tx_hash');
    const name = `"'=HYPERLINK(""http://evil.example"",""click, me"")"`;
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^WD-\\d{6},\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,${a.code},${literal(name)},12,0,${ADDRESS},${HASH_2}$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^WD-\\d{6},[^,]+,${a.code},${literal(name)},20,0,`)),
      '',
    ]);
  });

  it('resets a unique key: withdrawals unlock, the old key fails and the new one works', async () => {
    await verifyKyc(a2);
    await creditWallet(t.database.db, a2.id, 50_000_000);
    for (let i = 0; i < 5; i++) expect((await withdraw(a2, 10, 'WRONG-KEY')).statusCode).toBe(401);
    expect((await withdraw(a2, 10)).statusCode).toBe(403);
    const locked = await ok<{ withdrawalsLocked: boolean }>(`/api/admin/members/${a2.code}`);
    expect(locked.withdrawalsLocked).toBe(true);

    const reset = await post(`/api/admin/members/${a2.code}/reset-key`);
    expect(reset.statusCode).toBe(200);
    const { uniqueKey } = reset.json<{ uniqueKey: string }>();
    expect(uniqueKey).toMatch(/^([2-9A-HJ-NP-Z]{4}-){3}[2-9A-HJ-NP-Z]{4}$/);
    expect(uniqueKey).not.toBe(a2.key);
    const unlocked = await ok<{ withdrawalsLocked: boolean }>(`/api/admin/members/${a2.code}`);
    expect(unlocked.withdrawalsLocked).toBe(false);

    const old = await withdraw(a2, 10);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toMatch(/unique key is not correct/);
    expect((await withdraw(a2, 10, uniqueKey.toLowerCase())).statusCode).toBe(201);

    const audited = await auditRows('member.reset_key');
    expect(audited).toEqual([
      expect.objectContaining({ subject: `member:${a2.id}`, actor_kind: 'admin' }),
    ]);
    const raw = JSON.stringify(audited);
    expect(raw).not.toContain(uniqueKey);
    expect(raw).not.toContain(uniqueKey.replaceAll('-', ''));
  });

  it('blocks a member: logins are refused and live sessions end; unblocking lets them in', async () => {
    const dashboard = () =>
      post('/dashboard/user-dashboard', { sponsorId: b.code }, b.token).then((r) => r.statusCode);
    expect(await dashboard()).toBe(200);
    const blocked = await post(`/api/admin/members/${b.code}/block`, { blocked: true });
    expect(blocked.json()).toEqual({ message: 'Member blocked', blocked: true });
    expect(await dashboard()).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      payload: { sponsorId: b.code, password: PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await ok<{ profile: { blocked: boolean } }>(`/api/admin/members/${b.code}`)).profile,
    ).toMatchObject({ blocked: true });

    const unblocked = await post(`/api/admin/members/${b.code}/block`, { blocked: false });
    expect(unblocked.json()).toEqual({ message: 'Member unblocked', blocked: false });
    expect(await dashboard()).toBe(401); // a revoked session stays revoked
    b.token = await login(t.app, b.code);
    expect(await dashboard()).toBe(200);

    expect(await auditRows('member.block')).toEqual([
      expect.objectContaining({ subject: `member:${b.id}`, actor_kind: 'admin' }),
    ]);
    expect(await auditRows('member.unblock')).toEqual([
      expect.objectContaining({ subject: `member:${b.id}` }),
    ]);
  });

  it('lists inquiries, filters the unread ones and marks them read or unread', async () => {
    for (const name of ['First', 'Second', 'Third']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/contact/contact-submit',
        payload: { name, phoneNo: '+1 555 0100', email: 'q@example.com', message: `Hi ${name}` },
      });
      expect(res.statusCode).toBe(201);
    }
    const all = await allPages<{ _id: string; name: string; readAt: string | null }>(
      '/api/admin/inquiries',
      2,
    );
    expect(all.pages).toBe(2);
    expect(all.items.map((i) => i.name)).toEqual(['Third', 'Second', 'First']);
    const second = all.items[1];
    if (!second) throw new Error('no second inquiry');

    const read = await post(`/api/admin/inquiries/${second._id}/read`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().inquiry).toMatchObject({
      _id: second._id,
      name: 'Second',
      message: 'Hi Second',
      readAt: expect.any(String),
    });
    const unread = await ok<Page<{ name: string }>>('/api/admin/inquiries?unread=true');
    expect(unread.items.map((i) => i.name)).toEqual(['Third', 'First']);
    const done = await ok<Page<{ name: string }>>('/api/admin/inquiries?unread=false');
    expect(done.items.map((i) => i.name)).toEqual(['Second']);

    const again = await post(`/api/admin/inquiries/${second._id}/read`, { read: false });
    expect(again.json().inquiry.readAt).toBeNull();
    expect((await ok<Page<unknown>>('/api/admin/inquiries?unread=true')).items).toHaveLength(3);
    expect((await auditRows('inquiry.read')).map((r) => r.details)).toEqual([
      { read: true },
      { read: false },
    ]);
  });

  it('merges staff actions and money movements into one audit timeline, with filters', async () => {
    type Event = {
      type: 'action' | 'money';
      _id: string;
      at: string;
      actor: string;
      actorName: string | null;
      action: string;
      subject: string;
      amount: number | null;
      details: Record<string, unknown>;
    };
    const whole = await ok<Page<Event>>('/api/admin/audit?limit=200');
    expect(whole.nextCursor).toBeNull();
    const events = whole.items;
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['action', 'money']));
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    // Page sizes 1 and 7 put a page boundary between every pair of neighbours, across sources
    // and within one instant (a transfer and its audit row share their transaction's time).
    for (const limit of [1, 7]) {
      const paged = await allPages<Event>('/api/admin/audit', limit);
      expect(paged.items).toEqual(events);
    }
    expect(new Set(events.map((e) => `${e.type}${e._id}`)).size).toBe(events.length);
    expect(
      events.some((e, i) => i > 0 && e.at === events[i - 1]?.at && e.type !== events[i - 1]?.type),
    ).toBe(true);

    const [actionCount, transferCount] = await Promise.all([
      queryRows<{ n: string }>(t.database.db, sql`select count(*) as n from audit_log`),
      queryRows<{ n: string }>(t.database.db, sql`select count(*) as n from transfers`),
    ]);
    expect(events.filter((e) => e.type === 'action')).toHaveLength(Number(actionCount[0]?.n));
    expect(events.filter((e) => e.type === 'money')).toHaveLength(Number(transferCount[0]?.n));

    const approvals = await ok<Page<Event>>('/api/admin/audit?action=order.approve');
    expect(approvals.items).toHaveLength(4);
    expect(approvals.items.every((e) => e.type === 'action' && /^ORD-/.test(e.subject))).toBe(true);
    expect(approvals.items.filter((e) => e.actor === `operator:${op.id}`)).toEqual([
      expect.objectContaining({ actorName: expect.stringMatching(/^Operator/), amount: null }),
    ]);

    const paid = await ok<Page<Event>>('/api/admin/audit?action=withdrawal_paid');
    expect(paid.items.map((e) => [e.type, e.amount, e.actor, e.actorName])).toEqual([
      ['money', 12, `admin:${admin.id}`, 'Adam Admin'],
      ['money', 20, `admin:${admin.id}`, 'Adam Admin'],
    ]);
    expect(paid.items[0]?.subject).toMatch(/^withdrawal:WD-\d{6}:paid$/);

    const close = (await ok<Page<Event>>('/api/admin/audit?type=money&action=weekly_payout')).items;
    expect(close).toEqual([
      expect.objectContaining({ amount: 95, subject: expect.stringMatching(/^close:/) }),
    ]);

    const byMember = await ok<Page<Event>>(`/api/admin/audit?actor=member:${a.id}`);
    expect(byMember.items.length).toBeGreaterThan(0);
    expect(
      byMember.items.every(
        (e) => e.type === 'money' && e.action === 'withdrawal_hold' && e.actorName === EVIL_NAME,
      ),
    ).toBe(true);

    const byAdmin = await allPages<Event>(`/api/admin/audit?actor=admin:${admin.id}`, 10);
    expect(new Set(byAdmin.items.map((e) => e.type))).toEqual(new Set(['action', 'money']));
    expect(byAdmin.items.every((e) => e.actorName === 'Adam Admin')).toBe(true);
    const system = await ok<Page<Event>>('/api/admin/audit?actor=system');
    expect(system.items.every((e) => e.actor === 'system' && e.actorName === null)).toBe(true);
    expect(system.items.map((e) => e.action)).toContain('test_credit');

    const aboutA2 = await ok<Page<Event>>(
      `/api/admin/audit?type=action&subject=${encodeURIComponent(`member:${a2.id}`)}`,
    );
    expect(aboutA2.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(['member.reset_key', 'kyc.verify']),
    );
    expect(aboutA2.items.every((e) => e.subject.startsWith(`member:${a2.id}`))).toBe(true);
    const orders = await ok<Page<Event>>('/api/admin/audit?subject=ORD-');
    expect(orders.items.every((e) => e.subject.startsWith('ORD-'))).toBe(true);
    expect((await ok<Page<Event>>('/api/admin/audit?subject=ORD_')).items).toEqual([]);

    const middle = events[Math.floor(events.length / 2)];
    if (!middle) throw new Error('no events');
    const until = await ok<Page<Event>>(
      `/api/admin/audit?limit=200&to=${encodeURIComponent(middle.at)}`,
    );
    expect(until.items.every((e) => e.at <= middle.at)).toBe(true);
    expect(until.items.length).toBeGreaterThan(0);
    const since = await ok<Page<Event>>(
      `/api/admin/audit?limit=200&from=${encodeURIComponent(middle.at)}`,
    );
    expect(since.items.every((e) => e.at >= middle.at)).toBe(true);
    expect(since.items.length + until.items.length).toBeGreaterThanOrEqual(events.length);
    const future = await ok<Page<Event>>('/api/admin/audit?from=2999-01-01T00:00:00Z');
    expect(future.items).toEqual([]);

    const details = events.find((e) => e.action === 'withdrawal.reject');
    expect(details).toMatchObject({ details: { amount: 15_000_000, reason: 'flagged' } });
  });
});

/** A literal string inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
