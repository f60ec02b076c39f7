import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw';
import { hashUniqueKey } from '../modules/auth/passwords';
import { legTotals } from '../modules/tree/tour';
import { createTestApp, engine, type TestApp } from '../test/harness';
import { bearer, login, PASSWORD, person, ROOT_CODE, seedRoot } from '../test/members';
import { PlanModel } from '../test/plan-model';
import { adminLogin, closeOpenPeriod, deposit, seedAdmin } from '../test/staff';

type Action =
  | { kind: 'register'; under: number; side: 'L' | 'R' }
  | { kind: 'deposit'; member: number; pkg: number }
  | { kind: 'approve'; order: number; pendingOnly: boolean }
  | { kind: 'reject'; order: number; pendingOnly: boolean }
  | { kind: 'close' }
  | { kind: 'withdraw'; member: number; amount: number }
  | { kind: 'decide'; withdrawal: number; approve: boolean; pendingOnly: boolean };

/**
 * One random step. The kind is drawn by a uniform roll against fixed weights; decisions mostly target something still pending, now and then
 * anything at all (the 409 path).
 */
const action: fc.Arbitrary<Action> = fc
  .record({
    // Unbiased: fast-check otherwise favours small numbers, i.e. the first kinds and members.
    roll: fc.noBias(fc.integer({ min: 0, max: 99 })),
    n: fc.noBias(fc.nat({ max: 10_000 })),
    side: fc.constantFrom<'L' | 'R'>('L', 'R'),
    pkg: fc.constantFrom(1, 2, 3, 3, 4, 6, 7),
    amount: fc.constantFrom(5, 10, 12.5, 50, 100_000),
    approve: fc.boolean(),
    pendingOnly: fc.constantFrom(true, true, true, false),
  })
  .map(({ roll, n, side, pkg, amount, approve, pendingOnly }): Action => {
    if (roll < 15) return { kind: 'register', under: n, side };
    if (roll < 37) return { kind: 'deposit', member: n, pkg };
    if (roll < 65) return { kind: 'approve', order: n, pendingOnly };
    if (roll < 69) return { kind: 'reject', order: n, pendingOnly };
    if (roll < 81) return { kind: 'close' };
    if (roll < 93) return { kind: 'withdraw', member: n, amount };
    return { kind: 'decide', withdrawal: n, approve, pendingOnly };
  });

type Person = { id: number; code: string; token: string; key: string; password: string };

/**
 * README "Security" (model test): long random sequences of registrations, deposits, approvals, rejections, closes,
 * withdrawals and their decisions against the real server, with an independent model beside it
 * (test/plan-model.ts); after every step every member's money, points, payouts and ranks agree.
 * A failure prints its seed and path: FC_SEED=<seed> replays it.
 */
describe(`the server against a model of the rules (${engine})`, () => {
  it('agrees with the model after every step', async () => {
    const covered = { payouts: 0, paidWithdrawals: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 40, maxLength: 80 }), async (actions) => {
        const t = await createTestApp();
        try {
          const seen = await play(t, actions);
          covered.payouts += seen.payouts;
          covered.paidWithdrawals += seen.paidWithdrawals;
        } finally {
          await t.close();
        }
      }),
      {
        numRuns: Number(process.env['MODEL_RUNS'] ?? (engine === 'pglite' ? 6 : 8)),
        seed: Number(process.env['FC_SEED'] ?? 2026_11_22),
        endOnFailure: true,
      },
    );
    // The runs must have reached the interesting rules, not only registrations.
    expect(covered.payouts).toBeGreaterThan(0);
    expect(covered.paidWithdrawals).toBeGreaterThan(0);
  }, 600_000);
});

async function play(t: TestApp, actions: Action[]) {
  const model = new PlanModel();
  const rootId = await seedRoot(t.database.db);
  await seedAdmin(t.database.db);
  const admin = await adminLogin(t.app);
  model.addRoot(rootId);
  const people: Person[] = [];
  const orders: string[] = [];
  const withdrawals: string[] = [];
  const pick = <T>(list: T[], n: number) => list[n % list.length];
  const post = (url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      ...(payload ? { payload: payload as object } : {}),
    });

  /** A member with a verified wallet, ready to buy and to withdraw. */
  const join = async (id: number, code: string, key: string, password = PASSWORD) => {
    const token = await login(t.app, code, password);
    await post('/wallet/walletdetails/', token, {
      userId: code,
      name: 'Model',
      telegramId: '@model',
      Walletaddress: 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm',
    });
    await post(`/api/admin/kyc/${code}/verify`, admin);
    people.push({ id, code, token, key, password });
  };
  // Bootstrap never shows the root's unique key: give it a known one, so the root withdraws too.
  const rootKey = 'ROOT-KEY0-2026-MODL';
  await t.database.db.execute(
    sql`update members set unique_key_hash = ${await hashUniqueKey(rootKey)} where id = ${rootId}`,
  );
  await join(rootId, ROOT_CODE, rootKey, 'root-password-1');

  for (const [step, a] of actions.entries()) {
    const where = `step ${step}: ${JSON.stringify(a)}`;
    if (a.kind === 'register') {
      const under = pick(people, a.under);
      if (!under) continue;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/register-user-${a.side === 'L' ? 'left' : 'right'}`,
        payload: { ...person(), sponsorId: under.code },
      });
      expect(res.statusCode, where).toBe(201);
      const body = res.json<{ user: { _id: string; mySponsorId: string }; uniqueKey: string }>();
      const id = Number(body.user._id);
      model.register(id, under.id, a.side);
      await join(id, body.user.mySponsorId, body.uniqueKey);
    } else if (a.kind === 'deposit') {
      const buyer = pick(people, a.member);
      if (!buyer) continue;
      const names = [
        '',
        'Kick Starter',
        'Bull Starter',
        'Whales Starter',
        'Premium Master Trader Course',
        '',
        'Whales Master Trader Course',
        'Monthly subscription (add-on)',
      ];
      const orderNo = await deposit(t.app, buyer.token, names[a.pkg] ?? 'Kick Starter');
      model.orders.set(orderNo, { member: buyer.id, packageId: a.pkg, status: 'pending' });
      orders.push(orderNo);
    } else if (a.kind === 'approve' || a.kind === 'reject') {
      const pending = orders.filter((no) => model.orders.get(no)?.status === 'pending');
      const orderNo = pick(a.pendingOnly && pending.length ? pending : orders, a.order);
      if (!orderNo) continue;
      const res = await post(
        `/api/admin/orders/${orderNo}/${a.kind}`,
        admin,
        a.kind === 'reject' ? { reason: 'Model says no' } : undefined,
      );
      const accepted = a.kind === 'approve' ? model.approve(orderNo) : model.reject(orderNo);
      expect(res.statusCode, where).toBe(accepted ? 200 : 409);
    } else if (a.kind === 'close') {
      const res = await closeOpenPeriod(t.app, admin);
      const expected = model.close();
      expect(res.json(), where).toMatchObject({
        members: expected.members,
        total: expected.total / 1e6,
      });
    } else if (a.kind === 'withdraw') {
      const who = pick(people, a.member);
      if (!who) continue;
      const res = await post('/user/withdrawal-request', who.token, {
        sponsorId: who.code,
        amount: a.amount,
        password: who.password,
        uniqueKey: who.key,
      });
      const status = model.withdraw(who.id, a.amount * 1e6);
      expect(res.statusCode, `${where} ${res.body}`).toBe(status);
      if (status === 201) {
        const no = res.json<{ order: { order_details: { order_no: string } } }>().order
          .order_details.order_no;
        model.withdrawals.set(no, { member: who.id, amount: a.amount * 1e6, status: 'pending' });
        withdrawals.push(no);
      }
    } else {
      const pending = withdrawals.filter((w) => model.withdrawals.get(w)?.status === 'pending');
      const no = pick(a.pendingOnly && pending.length ? pending : withdrawals, a.withdrawal);
      if (!no) continue;
      const res = await post(
        `/api/admin/withdrawals/${no}/${a.approve ? 'approve' : 'reject'}`,
        admin,
        a.approve ? { txHash: 'd'.repeat(64) } : { reason: 'Model says no' },
      );
      expect(res.statusCode, where).toBe(model.decide(no, a.approve) ? 200 : 409);
    }
    await compare(t, model, people, where);
  }
  return {
    payouts: [...model.members.values()].reduce((n, m) => n + m.payouts.length, 0),
    paidWithdrawals: [...model.withdrawals.values()].filter((w) => w.status === 'approved').length,
  };
}

/** Every member's figures, read from the database and through the API, against the model. */
async function compare(t: TestApp, model: PlanModel, people: Person[], where: string) {
  const rows = await queryRows<Record<string, string | number | boolean | null>>(
    t.database.db,
    sql`select m.id, m.is_active, p.personal, p.direct_left, p.direct_right, p.carry_left, p.carry_right,
               p.closed_left, p.closed_right, p.open_direct_bonus,
               (select balance from accounts where kind = 'member_wallet' and owner_id = m.id) as wallet,
               (select balance from accounts where kind = 'member_hold' and owner_id = m.id) as hold,
               (select coalesce(string_agg(payout::text, ',' order by period_id), '') from weekly_earnings
                 where member_id = m.id) as payouts
          from members m join member_points p on p.member_id = m.id`,
  );
  for (const row of rows) {
    const id = Number(row['id']);
    const m = model.get(id);
    const legs = await legTotals(t.database.db, id);
    expect(
      {
        active: row['is_active'],
        personal: Number(row['personal']),
        direct: [Number(row['direct_left']), Number(row['direct_right'])],
        team: [legs.points.left, legs.points.right],
        period: [
          legs.points.left - Number(row['closed_left']),
          legs.points.right - Number(row['closed_right']),
        ],
        carry: [Number(row['carry_left']), Number(row['carry_right'])],
        openDirect: Number(row['open_direct_bonus']),
        wallet: Number(row['wallet'] ?? 0),
        hold: Number(row['hold'] ?? 0),
        payouts: String(row['payouts']),
      },
      `${where}, member ${id}`,
    ).toEqual({
      active: m.active,
      personal: m.personal,
      direct: [m.direct.L, m.direct.R],
      team: [m.team.L, m.team.R],
      period: [m.period.L, m.period.R],
      carry: [m.carry.L, m.carry.R],
      openDirect: m.openDirect,
      wallet: m.wallet,
      hold: m.hold,
      payouts: m.payouts.join(','),
    });
  }
  for (const p of people.slice(1)) {
    const ranks = await t.app.inject({
      method: 'POST',
      url: '/user/ranking',
      headers: bearer(p.token),
      payload: { mysponsorid: p.code },
    });
    expect(ranks.json().userRank.ranking_details.length, `${where}, ranks of ${p.id}`).toBe(
      model.ranks(p.id),
    );
  }
}
