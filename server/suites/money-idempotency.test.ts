import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw';
import { guards } from '../shared/guards';
import { createTestApp, type TestApp } from '../test/harness';
import {
  bearer,
  login,
  PASSWORD,
  register,
  ROOT_CODE,
  ROOT_PASSWORD,
  seedRoot,
} from '../test/members';
import { adminLogin, deposit, makeOperator, openPeriodId, seedAdmin } from '../test/staff';
import { creditWallet } from '../test/wallets';

/**
 * README "Idempotent staff calls": a retried close answers the first close and never closes the
 * next period; a repeated Idempotency-Key acts once; an operator sees only the orders (and
 * screenshots) they approved. Each is also run with its guard off (services/guards.ts) to show the
 * test catches the fault.
 */
let t: TestApp;
let admin: string;

const post = (
  url: string,
  token: string,
  payload?: Record<string, unknown>,
  key?: string,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

const count = async (query: ReturnType<typeof sql>) => {
  const [row] = await queryRows<{ n: string | number }>(t.database.db, query);
  return Number(row?.n);
};
const closedPeriods = () =>
  count(sql`select count(*) as n from periods where closed_at is not null`);
const transfersOf = (kind: string) =>
  count(sql`select count(*) as n from transfers where kind = ${kind}`);
const floatOf = (operatorId: string) =>
  count(sql`select balance as n from accounts
             where kind = 'operator_float' and owner_id = ${Number(operatorId)}`);
const personalPoints = (memberId: number) =>
  count(sql`select personal as n from member_points where member_id = ${memberId}`);

let keys = 0;
const newKey = () => `test-key-${++keys}-${Math.random().toString(36).slice(2)}`;

async function pendingDeposit(packageName = 'Kick Starter') {
  const m = await register(t.app, ROOT_CODE, 'left');
  const token = await login(t.app, m.user.mySponsorId);
  return {
    orderNo: await deposit(t.app, token, packageName),
    memberId: Number(m.user._id),
    code: m.user.mySponsorId,
  };
}

/** Root active with points on both legs, so the close pays something. */
async function busyPeriod() {
  const rootToken = await login(t.app, ROOT_CODE, ROOT_PASSWORD);
  expect(
    (
      await post(
        `/api/admin/orders/${await deposit(t.app, rootToken, 'Bull Starter')}/approve`,
        admin,
      )
    ).statusCode,
  ).toBe(200);
  for (const side of ['left', 'right'] as const) {
    const m = await register(t.app, ROOT_CODE, side);
    const orderNo = await deposit(t.app, await login(t.app, m.user.mySponsorId), 'Kick Starter');
    expect((await post(`/api/admin/orders/${orderNo}/approve`, admin)).statusCode).toBe(200);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await seedRoot(t.database.db);
  await seedAdmin(t.database.db);
  admin = await adminLogin(t.app);
});
afterAll(async () => {
  guards.closeNamesPeriod = true;
  guards.idempotencyKeys = true;
  guards.operatorOwnOrders = true;
  await t.close();
});

describe('a close names the period it closes', () => {
  it('answers a repeat right after the first with the first close, and closes nothing more', async () => {
    await busyPeriod();
    const periodId = await openPeriodId(t.app, admin);
    const before = await closedPeriods();
    const first = await post('/api/admin/payouts/close', admin, { periodId });
    const again = await post('/api/admin/payouts/close', admin, { periodId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ members: number }>().members).toBeGreaterThan(0);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await closedPeriods()).toBe(before + 1);
    expect(await openPeriodId(t.app, admin)).toBe(periodId + 1);
  });

  it('refuses a close that names no period (400) or one that never existed (404)', async () => {
    const before = await closedPeriods();
    const bare = await post('/api/admin/payouts/close', admin);
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ message: string }>().message).toMatch(
      /is required: the id of the open period to close/,
    );
    const empty = await post('/api/admin/payouts/close', admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toMatch(
      /is required: the id of the open period to close/,
    );
    const unknown = await post('/api/admin/payouts/close', admin, { periodId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(await closedPeriods()).toBe(before);
  });

  it('without the guard a repeated close closes a new, shorter period', async () => {
    await busyPeriod();
    const periodId = await openPeriodId(t.app, admin);
    const before = await closedPeriods();
    guards.closeNamesPeriod = false;
    try {
      const first = await post('/api/admin/payouts/close', admin, { periodId });
      const again = await post('/api/admin/payouts/close', admin, { periodId });
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(again.body).not.toBe(first.body);
    } finally {
      guards.closeNamesPeriod = true;
    }
    expect(await closedPeriods()).toBe(before + 2);
  });
});

describe('an Idempotency-Key acts once', () => {
  it('approves an order once for two calls with one key, answering the first answer twice', async () => {
    const { orderNo, memberId } = await pendingDeposit();
    const key = newKey();
    const first = await post(`/api/admin/orders/${orderNo}/approve`, admin, undefined, key);
    const again = await post(`/api/admin/orders/${orderNo}/approve`, admin, undefined, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await personalPoints(memberId)).toBe(50);
    const [stored] = await queryRows<{ status: number; actor: string; endpoint: string }>(
      t.database.db,
      sql`select status, actor, endpoint from idempotency_keys where key = ${key}`,
    );
    expect(stored).toMatchObject({
      status: 200,
      endpoint: 'POST /api/admin/orders/:orderNo/approve',
    });
    expect(stored?.actor).toMatch(/^admin:\d+$/);
  });

  it('answers parallel repeats of one key alike, and acts once', async () => {
    const { orderNo, memberId } = await pendingDeposit();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(`/api/admin/orders/${orderNo}/approve`, admin, undefined, key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await personalPoints(memberId)).toBe(50);
  });

  it('credits a float once per key and refuses the key with another amount (422)', async () => {
    const operator = await makeOperator(t.app, admin);
    const url = `/api/admin/operators/${operator.id}/credit`;
    const key = newKey();
    const credits = await transfersOf('float_credit');
    const first = await post(url, admin, { amount: 100 }, key);
    const again = await post(url, admin, { amount: 100 }, key);
    expect(again.body).toBe(first.body);
    expect(first.json()).toMatchObject({ available_Balance: 100 });
    const other = await post(url, admin, { amount: 250 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toMatch(/Idempotency-Key.*different request/);
    expect(await transfersOf('float_credit')).toBe(credits + 1);
    expect(await floatOf(operator.id)).toBe(100_000_000);
    // A new key is a new action.
    expect((await post(url, admin, { amount: 100 }, newKey())).json()).toMatchObject({
      available_Balance: 200,
    });
  });

  it('refuses one key for two different orders (422) and leaves the second pending', async () => {
    const a = await pendingDeposit();
    const b = await pendingDeposit();
    const key = newKey();
    expect(
      (await post(`/api/admin/orders/${a.orderNo}/approve`, admin, undefined, key)).statusCode,
    ).toBe(200);
    const reused = await post(`/api/admin/orders/${b.orderNo}/approve`, admin, undefined, key);
    expect(reused.statusCode).toBe(422);
    expect(await personalPoints(b.memberId)).toBe(0);
  });

  it('scopes a key to its staff member and endpoint: another operator with the same key acts', async () => {
    const one = await makeOperator(t.app, admin, 1_000);
    const two = await makeOperator(t.app, admin, 1_000);
    const m = await register(t.app, ROOT_CODE, 'right');
    const key = newKey();
    const sale = { mySponsorId: m.user.mySponsorId, package_name: 'Whales Starter' };
    const first = await post('/order/update-status-without-orderno', one.token, sale, key);
    const repeat = await post('/order/update-status-without-orderno', one.token, sale, key);
    const other = await post('/order/update-status-without-orderno', two.token, sale, key);
    expect([first.statusCode, repeat.statusCode, other.statusCode]).toEqual([200, 200, 200]);
    expect(repeat.body).toBe(first.body);
    expect(other.body).not.toBe(first.body);
    expect(await floatOf(one.id)).toBe(500_000_000);
    expect(await floatOf(two.id)).toBe(500_000_000);
  });

  it('approves and rejects withdrawals once per key', async () => {
    const m = await register(t.app, ROOT_CODE, 'left');
    const code = m.user.mySponsorId;
    const token = await login(t.app, code);
    await post('/wallet/walletdetails/', token, {
      userId: code,
      name: 'M',
      telegramId: '@m',
      Walletaddress: 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm',
    });
    expect((await post(`/api/admin/kyc/${code}/verify`, admin)).statusCode).toBe(200);
    await creditWallet(t.database.db, Number(m.user._id), 100_000_000);
    const request = async () => {
      const res = await post('/user/withdrawal-request', token, {
        sponsorId: code,
        amount: 20,
        password: PASSWORD,
        uniqueKey: m.uniqueKey,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ order: { order_details: { order_no: string } } }>().order.order_details
        .order_no;
    };
    const paid = await request();
    const payKey = newKey();
    const txHash = 'b'.repeat(64);
    const pay = await post(`/api/admin/withdrawals/${paid}/approve`, admin, { txHash }, payKey);
    const payAgain = await post(
      `/api/admin/withdrawals/${paid}/approve`,
      admin,
      { txHash },
      payKey,
    );
    expect(pay.statusCode, pay.body).toBe(200);
    expect(payAgain.body).toBe(pay.body);
    const refused = await request();
    const rejectKey = newKey();
    const reason = { reason: 'Address flagged' };
    const reject = await post(`/api/admin/withdrawals/${refused}/reject`, admin, reason, rejectKey);
    const rejectAgain = await post(
      `/api/admin/withdrawals/${refused}/reject`,
      admin,
      reason,
      rejectKey,
    );
    expect(reject.statusCode, reject.body).toBe(200);
    expect(rejectAgain.body).toBe(reject.body);
    expect(await transfersOf('withdrawal_paid')).toBe(1);
    expect(await transfersOf('withdrawal_returned')).toBe(1);
  });

  it('keeps no key for a refused call, so its retry may act once the cause is gone', async () => {
    const operator = await makeOperator(t.app, admin, 100);
    const m = await register(t.app, ROOT_CODE, 'right');
    const sale = { mySponsorId: m.user.mySponsorId, package_name: 'Whales Starter' };
    const key = newKey();
    const short = await post('/order/update-status-without-orderno', operator.token, sale, key);
    expect(short.statusCode).toBe(409);
    expect(await count(sql`select count(*) as n from idempotency_keys where key = ${key}`)).toBe(0);
    await post(`/api/admin/operators/${operator.id}/credit`, admin, { amount: 400 }, newKey());
    const retry = await post('/order/update-status-without-orderno', operator.token, sale, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await floatOf(operator.id)).toBe(0);
  });

  it('refuses a malformed key (400) and acts on nothing', async () => {
    const { orderNo, memberId } = await pendingDeposit();
    const res = await post(`/api/admin/orders/${orderNo}/approve`, admin, undefined, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^Idempotency-key must be 8 to 100/);
    expect(await personalPoints(memberId)).toBe(0);
  });

  it('without the guard a repeated key sells twice from the float and a repeated approval fails', async () => {
    const operator = await makeOperator(t.app, admin, 1_000);
    const m = await register(t.app, ROOT_CODE, 'right');
    const sale = { mySponsorId: m.user.mySponsorId, package_name: 'Whales Starter' };
    const { orderNo } = await pendingDeposit();
    const saleKey = newKey();
    const approveKey = newKey();
    guards.idempotencyKeys = false;
    try {
      const first = await post(
        '/order/update-status-without-orderno',
        operator.token,
        sale,
        saleKey,
      );
      const again = await post(
        '/order/update-status-without-orderno',
        operator.token,
        sale,
        saleKey,
      );
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(again.body).not.toBe(first.body);
      expect(await floatOf(operator.id)).toBe(0);

      const approved = await post(
        `/api/admin/orders/${orderNo}/approve`,
        admin,
        undefined,
        approveKey,
      );
      const repeat = await post(
        `/api/admin/orders/${orderNo}/approve`,
        admin,
        undefined,
        approveKey,
      );
      expect(approved.statusCode).toBe(200);
      expect(repeat.statusCode).toBe(409);
    } finally {
      guards.idempotencyKeys = true;
    }
  });
});

describe('an operator sees only the orders they approved', () => {
  type Listed = { orders: { order_details: { order_no: string }; image_url: string | null }[] };
  const listed = async (token: string) => {
    const res = await get('/order/approved-orders', token);
    expect(res.statusCode).toBe(200);
    return res.json<Listed>().orders;
  };
  const numbers = (orders: Listed['orders']) => orders.map((o) => o.order_details.order_no);

  let a: { token: string };
  let b: { token: string };
  let ofA: string;
  let ofB: string;
  let screenshotOfA: string;

  beforeAll(async () => {
    a = await makeOperator(t.app, admin, 1_000);
    b = await makeOperator(t.app, admin, 1_000);
    const bill = async (operator: { token: string }) => {
      const d = await pendingDeposit();
      const res = await post('/order/update-status', operator.token, {
        mySponsorId: d.code,
        order_no: d.orderNo,
      });
      expect(res.statusCode, res.body).toBe(200);
      return d.orderNo;
    };
    ofA = await bill(a);
    ofB = await bill(b);
    const imageUrl = (await listed(a.token)).find(
      (o) => o.order_details.order_no === ofA,
    )?.image_url;
    expect(imageUrl).toMatch(/^\/api\/screenshots\//);
    screenshotOfA = imageUrl ?? '';
  });

  it("lists operator A's approvals to A only; admins list both", async () => {
    expect(numbers(await listed(a.token))).toContain(ofA);
    expect(numbers(await listed(a.token))).not.toContain(ofB);
    expect(numbers(await listed(b.token))).toContain(ofB);
    expect(numbers(await listed(b.token))).not.toContain(ofA);
    const all = await get('/api/admin/orders?status=approved&limit=200', admin);
    const adminNumbers = all.json<{ items: { order_no: string }[] }>().items.map((o) => o.order_no);
    expect(adminNumbers).toEqual(expect.arrayContaining([ofA, ofB]));
  });

  it("shows A's screenshot to A and to admins, not to B", async () => {
    expect((await get(screenshotOfA, a.token)).statusCode).toBe(200);
    expect((await get(screenshotOfA, admin)).statusCode).toBe(200);
    const other = await get(screenshotOfA, b.token);
    expect(other.statusCode).toBe(403);
    expect(other.headers['content-type']).toMatch(/json/);
  });

  it("without the guard B sees A's orders and A's screenshot", async () => {
    guards.operatorOwnOrders = false;
    try {
      expect(numbers(await listed(b.token))).toContain(ofA);
      expect((await get(screenshotOfA, b.token)).statusCode).toBe(200);
    } finally {
      guards.operatorOwnOrders = true;
    }
  });
});
