import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToTour, legTotals } from '../modules/tree/tour';
import { createTestApp, engine, type TestApp } from '../test/harness';
import { bearer, login, PASSWORD, register, ROOT_CODE } from '../test/members';
import { closeOpenPeriod, deposit } from '../test/staff';
import { creditWallet, walletOf } from '../test/wallets';
import { memberPair } from '../test/world';

const ADDRESS = 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm';

describe(`the member's money: dashboard, KYC, withdrawals, ranks (${engine})`, () => {
  let t: TestApp;
  let adminToken: string;
  let member: { code: string; id: number; token: string; key: string };
  let other: { code: string; token: string };

  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const withdraw = (amount: unknown, overrides: Record<string, unknown> = {}) =>
    post('/user/withdrawal-request', member.token, {
      sponsorId: member.code,
      amount,
      password: PASSWORD,
      uniqueKey: member.key,
      ...overrides,
    });

  beforeAll(async () => {
    t = await createTestApp();
    ({ adminToken, member, other } = await memberPair(t));
  });
  afterAll(() => t.close());

  it('shows a new member an inactive dashboard with zeros and their referral links', async () => {
    const res = await post('/dashboard/user-dashboard', member.token, { sponsorId: member.code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.userDetails).toMatchObject({
      isActive: false,
      subcription: 'None',
      rank: null,
      leftRefferalLink: `http://localhost:80/usersignup/verifysponsor?sponsorId=${member.code}&position=left`,
    });
    expect(body.walletDetails).toMatchObject({
      walletBalance: 0,
      personalPoints: 0,
      directPoints: { leftPoints: 0, rightPoints: 0 },
      currentWeekPoints: { leftPoints: 0, rightPoints: 0 },
      weeklyEarnings: [],
    });
    expect(body).toMatchObject({
      currentDirectPoints: 0,
      currentTeamPoints: 0,
      totalPayout: 0,
      minimumWithdrawal: 10,
    });
    const foreign = await post('/dashboard/user-dashboard', member.token, {
      sponsorId: other.code,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('takes wallet details once, and lets a rejected member submit again', async () => {
    const status = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/wallet/wallet-status/${member.code}`,
          headers: bearer(member.token),
        })
      ).json();
    expect(await status()).toEqual({
      walletStatus: 'not_submitted',
      reason: null,
      submission: null,
    });
    const details = {
      userId: member.code,
      name: 'Test Member',
      telegramId: '@test',
      Walletaddress: ADDRESS,
    };
    expect(
      (await post('/wallet/walletdetails/', member.token, { ...details, Walletaddress: 'nope' }))
        .statusCode,
    ).toBe(400);
    expect((await post('/wallet/walletdetails/', member.token, details)).statusCode).toBe(201);
    expect((await post('/wallet/walletdetails/', member.token, details)).statusCode).toBe(409);
    const sent = { name: 'Test Member', telegramId: '@test', walletAddress: ADDRESS };
    expect(await status()).toEqual({ walletStatus: 'pending', reason: null, submission: sent });
    expect((await post('/wallet/walletdetails/', other.token, details)).statusCode).toBe(403);

    const reject = await post(`/api/admin/kyc/${member.code}/reject`, adminToken, {
      reason: 'Blurry name',
    });
    expect(reject.statusCode).toBe(200);
    expect(await status()).toEqual({
      walletStatus: 'rejected',
      reason: 'Blurry name',
      submission: sent,
    });
    expect((await post('/wallet/walletdetails/', member.token, details)).statusCode).toBe(201);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/kyc?status=pending',
      headers: bearer(adminToken),
    });
    expect(queue.json().items).toEqual([
      expect.objectContaining({ walletAddress: ADDRESS, status: 'pending' }),
    ]);
    expect((await post(`/api/admin/kyc/${member.code}/verify`, adminToken, {})).statusCode).toBe(
      200,
    );
    expect(await status()).toEqual({ walletStatus: 'verified', reason: null, submission: sent });
    const address = await post('/user/get-wallet-address', member.token, { userId: member.code });
    expect(address.json()).toEqual({ walletAddress: ADDRESS });
  });

  it('refuses withdrawals that break a rule, with a clear message, and changes nothing', async () => {
    await creditWallet(t.database.db, member.id, 100_000_000);
    const cases: [unknown, Record<string, unknown>, number, RegExp][] = [
      [5, {}, 400, /minimum withdrawal is 10 USDT/],
      [150, {}, 409, /more than your available balance/],
      [20, { password: 'wrong-password' }, 401, /password is not correct/],
      [
        20,
        { uniqueKey: 'AAAA-BBBB-CCCC-DDDD' },
        401,
        /unique key is not correct \(4 attempts left\)/,
      ],
      [0, {}, 400, /more than 0/],
      [-5, {}, 400, /more than 0/],
      [10.1234567, {}, 400, /at most 6 decimals/],
      ['20', {}, 400, /number/],
    ];
    for (const [amount, overrides, status, message] of cases) {
      const res = await withdraw(amount, overrides);
      expect(res.statusCode, JSON.stringify([amount, overrides])).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await walletOf(t.database.db, member.id)).toBe(100_000_000);
    expect(await walletOf(t.database.db, member.id, 'member_hold')).toBe(0);
    const unverified = await post('/user/withdrawal-request', other.token, {
      sponsorId: other.code,
      amount: 10,
      password: PASSWORD,
      uniqueKey: 'AAAA-BBBB-CCCC-DDDD',
    });
    expect(unverified.statusCode).toBe(401);
  });

  it('holds the amount at request; an admin pays it with a tx hash or returns it', async () => {
    const first = await withdraw(30);
    expect(first.statusCode).toBe(201);
    expect(first.json().order).toMatchObject({ status: 'pending', walletAddress: ADDRESS });
    const no = first.json().order.order_details.order_no;
    expect(no).toMatch(/^WD-\d{6}$/);
    expect(await walletOf(t.database.db, member.id)).toBe(70_000_000);
    expect(await walletOf(t.database.db, member.id, 'member_hold')).toBe(30_000_000);

    const hash = 'a'.repeat(64);
    expect(
      (await post(`/api/admin/withdrawals/${no}/approve`, adminToken, { txHash: 'xyz' }))
        .statusCode,
    ).toBe(400);
    const paid = await post(`/api/admin/withdrawals/${no}/approve`, adminToken, { txHash: hash });
    expect(paid.json().withdrawal).toMatchObject({ status: 'approved', txHash: hash });
    expect(
      (await post(`/api/admin/withdrawals/${no}/reject`, adminToken, { reason: 'late' }))
        .statusCode,
    ).toBe(409);
    expect(await walletOf(t.database.db, member.id, 'member_hold')).toBe(0);

    const second = (await withdraw(20)).json().order.order_details.order_no;
    const back = await post(`/api/admin/withdrawals/${second}/reject`, adminToken, {
      reason: 'Address flagged',
    });
    expect(back.json().withdrawal).toMatchObject({ status: 'canceled', reason: 'Address flagged' });
    expect(await walletOf(t.database.db, member.id)).toBe(70_000_000);

    const history = await post('/user/get-walletorders-byid', member.token, {
      sponsorId: member.code,
    });
    expect(history.json().withdrawalOrders.map((w: { status: string }) => w.status)).toEqual([
      'canceled',
      'approved',
    ]);
    expect(
      (await post('/user/get-walletorders-byid', other.token, { sponsorId: member.code }))
        .statusCode,
    ).toBe(403);
  });

  it('lets exactly one of 20 concurrent withdrawals of the whole balance through', async () => {
    const balance = await walletOf(t.database.db, member.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(balance / 1_000_000)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    // The rest are refused: by the balance (409), or, past the five attempts at the member's
    // secrets that one address may have evaluated at once, or past the unique key's attempts that
    // requests in flight hold, by the throttle (429; README "Security"). 403 is counted too.
    expect(codes.filter((c) => c === 409 || c === 429 || c === 403)).toHaveLength(19);
    expect(codes).toContain(409);
    expect(await walletOf(t.database.db, member.id)).toBe(0);
    expect(await walletOf(t.database.db, member.id, 'member_hold')).toBe(balance);
  });

  it('locks withdrawals after 5 wrong unique keys', async () => {
    for (let i = 0; i < 5; i++) await withdraw(10, { uniqueKey: 'WRONG-KEY' });
    const locked = await withdraw(10);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toMatch(/locked/);
  });

  it('records ranks at the exact cumulative threshold and not one point below', async () => {
    const ranks = async (code: string, token: string) =>
      (await post('/user/ranking', token, { mysponsorid: code })).json();
    expect(await ranks(member.code, member.token)).toEqual({
      message: 'No rank achieved yet',
      userRank: { ranking_details: [] },
    });
    // Points straight onto one member in each leg stand for approved orders below (decision 0011).
    const below = { left: 0, right: 0 };
    const setLegs = async (left: number, right: number) => {
      for (const [side, target] of [
        ['left', left],
        ['right', right],
      ] as const) {
        if (!below[side]) {
          below[side] = Number((await register(t.app, member.code, side, member.token)).user._id);
        }
        const now = (await legTotals(t.database.db, member.id)).points[side];
        await addToTour(t.database.db, below[side], target - now);
      }
    };
    await setLegs(599, 5000);
    // rank_name as the original client matches it, name as ours does (decisions §15).
    expect((await ranks(member.code, member.token)).userRank.ranking_details).toEqual([
      { rank_name: 'Starter Rank', name: 'Starter', rank: 1, status: 'unclaimed' },
    ]);
    await setLegs(600, 600);
    expect((await ranks(member.code, member.token)).userRank.ranking_details).toEqual([
      { rank_name: 'Starter Rank', name: 'Starter', rank: 1, status: 'unclaimed' },
      { rank_name: 'Master Rank', name: 'Master', rank: 2, status: 'unclaimed' },
    ]);
    const claim = await post(`/api/admin/rewards/${member.code}/Master/claim`, adminToken, {});
    expect(claim.statusCode).toBe(200);
    expect(
      (await post(`/api/admin/rewards/${member.code}/Master/claim`, adminToken, {})).statusCode,
    ).toBe(409);
    expect(
      (await post(`/api/admin/rewards/${member.code}/Bronze/claim`, adminToken, {})).statusCode,
    ).toBe(404);
    expect((await ranks(member.code, member.token)).userRank.ranking_details[1]).toEqual({
      rank_name: 'Master Rank',
      name: 'Master',
      rank: 2,
      status: 'Claimed',
    });
    await setLegs(0, 0);
  });

  it('pays the close into the wallet, the weekly payouts and the dashboard', async () => {
    const approve = async (token: string) => {
      const orderNo = await deposit(t.app, token, 'Kick Starter');
      expect((await post(`/api/admin/orders/${orderNo}/approve`, adminToken, {})).statusCode).toBe(
        200,
      );
    };
    await approve(member.token);
    for (const side of ['left', 'right'] as const) {
      const joined = await register(t.app, member.code, side, member.token);
      await approve(await login(t.app, joined.user.mySponsorId));
    }
    const before = (
      await post('/dashboard/user-dashboard', member.token, { sponsorId: member.code })
    ).json();
    expect(before).toMatchObject({
      currentDirectPoints: 10,
      currentTeamPoints: 5,
      walletDetails: {
        currentWeekPoints: { leftPoints: 50, rightPoints: 50 },
        directPoints: { leftPoints: 50, rightPoints: 50 },
      },
      userDetails: { isActive: true, subcription: 'Kick Starter' },
    });
    const close = await closeOpenPeriod(t.app, adminToken);
    expect(close.json()).toMatchObject({ members: 1, total: 14.25 });
    const payouts = await post('/payout/weekly-earnings', member.token, { userId: member.code });
    expect(payouts.json().weeklyEarnings).toEqual([
      expect.objectContaining({ directSalesBonus: 10, teamSalesBonus: 5, payoutAmount: 14.25 }),
    ]);
    const after = (
      await post('/dashboard/user-dashboard', member.token, { sponsorId: member.code })
    ).json();
    expect(after).toMatchObject({
      totalPayout: 14.25,
      currentDirectPoints: 0,
      currentTeamPoints: 0,
      walletDetails: { walletBalance: 14.25, currentWeekPoints: { leftPoints: 0, rightPoints: 0 } },
      teamPoints: { leftPoints: 50, rightPoints: 50 },
    });
    expect(
      (await post('/payout/weekly-earnings', member.token, { userId: other.code })).statusCode,
    ).toBe(403);
  });

  it('writes a welcome letter and its PDF', async () => {
    const letter = await t.app.inject({
      method: 'GET',
      url: '/api/member/welcome',
      headers: bearer(member.token),
    });
    expect(letter.json()).toMatchObject({
      mySponsorId: member.code,
      sponsor: { mySponsorId: ROOT_CODE },
      placement: { parentSponsorId: ROOT_CODE, parentName: expect.any(String), position: 'left' },
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/member/welcome.pdf',
      headers: bearer(member.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: '/api/member/welcome.pdf' })).statusCode).toBe(
      401,
    );
  });
});
