import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { SYSTEM } from '../modules/audit/service';
import { closeScholarships } from '../modules/scholarships/service';
import { createTestApp, engine, testConfig, type TestApp } from '../test/harness';
import { bearer, PASSWORD, person, register, ROOT_CODE, seedRoot } from '../test/members';
import {
  adminLogin,
  makeOperator,
  multipartBody,
  pngScreenshot,
  seedAdmin,
  STAFF_PASSWORD,
} from '../test/staff';
import { creditWallet, walletOf } from '../test/wallets';

/**
 * The original React client against our server (decisions §15): each call with exactly the
 * payload that client sends (spec §7, decisions §15), over its same-origin cookie session, and the
 * fields it reads checked for what it shows.
 */

/** §15, exactly as its rewards table matches them. */
const ORIGINAL_RANK_NAMES = [
  'Starter Rank',
  'Master Rank',
  'Bronze Rank',
  'Silver Rank',
  'Gold Rank',
  'Crystal Rank',
  'Sapphire Rank',
  'Ruby Rank',
  'Platinum Rank',
  'Diamond Rank',
  'Black Diamond Rank',
  'Millionaire Club rank',
  'Tycoon rank',
  'Unicorn rank',
  'Cryptrade King',
];

const WALLET = 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm';

type Body = Record<string, unknown>;

/** A browser tab of the original client: the session cookie it was given, same-origin requests. */
class Browser {
  private cookie = '';
  constructor(private readonly app: () => FastifyInstance) {}

  async send(options: InjectOptions & { headers?: Record<string, string> }) {
    const res = await this.app().inject({
      ...options,
      headers: {
        'sec-fetch-site': 'same-origin',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...options.headers,
      },
    });
    const set = res.cookies.find((c) => c.name.startsWith('lte_') && c.value);
    if (set) this.cookie = `${set.name}=${set.value}`;
    return res;
  }
  post = (url: string, payload: Body, headers: Record<string, string> = {}) =>
    this.send({ method: 'POST', url, payload, headers });
  get = (url: string, headers: Record<string, string> = {}) =>
    this.send({ method: 'GET', url, headers });
}

const json = (res: LightMyRequestResponse) => res.json<Record<string, never>>();

describe(`the original client keeps working (${engine})`, () => {
  let t: TestApp;
  let adminToken: string;
  let member: { code: string; id: number; key: string; name: string; _id: string };
  let other: { code: string; key: string };
  let operator: { id: string; email: string; token: string };
  const tab = new Browser(() => t.app);
  const operatorTab = new Browser(() => t.app);

  /** Its deposit form (spec §7): multipart with every field it sends, price included. */
  const depositForm = async (packageName: string, orderPrice: string) => {
    const body = multipartBody(
      {
        user_object_id: member._id,
        user_mySponsor_id: member.code,
        user_name: member.name,
        order_price: orderPrice,
        package_name: packageName,
      },
      { name: 'image', filename: 'paid.png', type: 'image/png', data: await pngScreenshot() },
    );
    return tab.send({
      method: 'POST',
      url: '/order/create',
      payload: body.payload,
      headers: body.headers,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedRoot(t.database.db);
    await seedAdmin(t.database.db);
    adminToken = await adminLogin(t.app);
    const who = person('Asha Verma');
    const m = await register(t.app, ROOT_CODE, 'left', undefined, who);
    member = {
      code: m.user.mySponsorId,
      id: Number(m.user._id),
      _id: m.user._id,
      key: m.uniqueKey,
      name: who.name,
    };
    const o = await register(t.app, ROOT_CODE, 'right');
    other = { code: o.user.mySponsorId, key: o.uniqueKey };
    operator = await makeOperator(t.app, adminToken, 10_000);
  });
  afterAll(() => t.close());

  it('logs a member in with its payload and keeps the session in the cookie', async () => {
    const res = await tab.post('/api/auth/login-user', {
      sponsorId: member.code,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      token: expect.any(String),
      user: { _id: member._id, name: member.name, mySponsorId: member.code },
    });
    const dashboard = await tab.post('/dashboard/user-dashboard', { sponsorId: member.code });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json()).toMatchObject({
      userDetails: { isActive: false, subcription: 'None' },
      walletDetails: {
        walletBalance: 0,
        personalPoints: 0,
        directPoints: { leftPoints: 0, rightPoints: 0 },
        currentWeekPoints: { leftPoints: 0, rightPoints: 0 },
        weeklyEarnings: [],
      },
      currentDirectPoints: 0,
      currentTeamPoints: 0,
    });
  });

  it('prices every package name of its deposit form from the catalogue, whatever price it sends', async () => {
    const sent: [string, string, string, number][] = [
      ['signalpack', '25', 'Monthly subscription (add-on)', 25],
      ['monthly', '1', 'Monthly subscription (add-on)', 25],
      ['kickstarter', '50', 'Kick Starter', 50],
      ['bull', '100', 'Bull Starter', 100],
      ['whales', '500', 'Whales Starter', 500],
      // Spec §9's known defect: all three master courses arrive as Premium at 1000.
      ['Premium', '1000', 'Premium Master Trader Course', 1000],
      ['Bull Master Trader Course', '1000', 'Bull Master Trader Course', 2000],
      ['Whales Master Trader Course', '1000', 'Whales Master Trader Course', 5000],
    ];
    for (const [packageName, price, name, catalogue] of sent) {
      const res = await depositForm(packageName, price);
      expect(res.statusCode, packageName).toBe(201);
      expect(res.json(), packageName).toMatchObject({
        message: 'Order created successfully!',
        order: { package_name: name, status: 'pending', order_details: { order_price: catalogue } },
      });
    }
    const history = await tab.post('/user/orderhistory', { mySponsorId: member.code });
    expect(history.statusCode).toBe(200);
    const orders = json(history)['orders'] as unknown as {
      package_name: string;
      status: string;
      order_details: { order_no: string; order_date: string; order_price: number };
    }[];
    expect(orders).toHaveLength(sent.length);
    expect(orders.map((o) => o.order_details.order_price).sort((a, b) => a - b)).toEqual(
      sent.map(([, , , p]) => p).sort((a, b) => a - b),
    );
    expect(orders.every((o) => !Number.isNaN(Date.parse(o.order_details.order_date)))).toBe(true);
  });

  it('sells its billing names from the float at catalogue prices, bearer token as it sends', async () => {
    const login = await operatorTab.post('/topup/login', {
      email: operator.email,
      password: STAFF_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    const floatBefore = await walletOf(t.database.db, Number(operator.id), 'operator_float');
    for (const packageName of ['Premium signal pack', 'Monthly subscription']) {
      const res = await operatorTab.post(
        '/order/update-status-without-orderno',
        { mySponsorId: member.code, package_name: packageName, order_price: 1 },
        bearer(token),
      );
      expect(res.statusCode, packageName).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Order have been Submitted successfully',
        order: {
          package_name: 'Monthly subscription (add-on)',
          status: 'approved',
          order_details: { order_price: 25 },
          user_details: { user_mySponsor_id: member.code, user_name: member.name },
        },
      });
    }
    expect(await walletOf(t.database.db, Number(operator.id), 'operator_float')).toBe(
      floatBefore - 50_000_000,
    );

    // Billing with an order number: its cart's name is checked against the deposit's package.
    const pending = json(await tab.post('/user/orderhistory', { mySponsorId: member.code }))[
      'orders'
    ] as unknown as { package_name: string; status: string; order_details: { order_no: string } }[];
    const monthly = pending.find(
      (o) => o.package_name === 'Monthly subscription (add-on)' && o.status === 'pending',
    );
    const approve = await operatorTab.post(
      '/order/update-status',
      {
        mySponsorId: member.code,
        order_no: monthly?.order_details.order_no,
        package_name: 'Monthly subscription',
        order_price: 25,
      },
      bearer(token),
    );
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ order: { status: 'approved' } });

    // Its popup shows the server's message: a sentence about the package, not a generic failure.
    const online = await operatorTab.post(
      '/order/update-status-without-orderno',
      { mySponsorId: member.code, package_name: 'Kick Starter', order_price: 50 },
      bearer(token),
    );
    expect(online.statusCode).toBe(409);
    expect(online.json()).toEqual({ message: 'Kick Starter is sold online only' });

    const approved = await operatorTab.get('/order/approved-orders');
    expect(approved.statusCode).toBe(200);
    expect(json(approved)['orders']).toHaveLength(3);
    const stats = await operatorTab.get('/dashboard/topup-dashboard', bearer(token));
    expect(stats.json()).toMatchObject({ available_Balance: 10_000 - 50, total_Balance: 10_000 });
  });

  it('prints the operator wallet history date raw as YYYY-MM-DD, with the timestamp beside it', async () => {
    const res = await operatorTab.get('/topup/wallet-history');
    expect(res.statusCode).toBe(200);
    const rows = json(res)['walletHistory'] as unknown as {
      date: string;
      at: string;
      amount: number;
    }[];
    const credit = rows.at(-1);
    expect(credit?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(credit?.date).toBe(credit?.at.slice(0, 10));
    expect(new Date(credit?.at ?? '').toISOString()).toBe(credit?.at);
    expect(credit?.amount).toBe(10_000);
  });

  it('answers /user/ranking with the rank names its rewards table matches', async () => {
    const empty = await tab.post('/user/ranking', { mysponsorid: member.code });
    expect(empty.json()).toEqual({
      message: 'No rank achieved yet',
      userRank: { ranking_details: [] },
    });
    // Every rank recorded, as the closes record them once both legs reach each step.
    await t.database.db.execute(sql`
      insert into member_ranks (member_id, rank)
      select ${member.id}, r from generate_series(1, 15) r`);
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/admin/rewards/${member.code}/Starter/claim`,
      headers: bearer(adminToken),
    });
    expect(claim.statusCode).toBe(200);
    const res = await tab.post('/user/ranking', { mysponsorid: member.code });
    expect(res.statusCode).toBe(200);
    const details = res.json<{
      userRank: { ranking_details: { rank_name: string; name: string; status: string }[] };
    }>().userRank.ranking_details;
    expect(details.map((d) => d.rank_name)).toEqual(ORIGINAL_RANK_NAMES);
    expect(details.map((d) => d.status)).toEqual(['Claimed', ...Array(14).fill('unclaimed')]);
    // Our own screens match the spec's names (spec §3) on the separate field.
    const ranks = await t.app.inject({ method: 'GET', url: '/api/ranks' });
    expect(details.map((d) => d.name)).toEqual(
      ranks.json<{ ranks: { name: string }[] }>().ranks.map((r) => r.name),
    );
  });

  it('shows the withdrawable balance and dd/mm/yyyy dates on the scholarship page', async () => {
    // A Whales Starter bought offline now and paid its first scholarship month (8 % of 500).
    const sale = await t.app.inject({
      method: 'POST',
      url: '/order/update-status-without-orderno',
      headers: bearer(operator.token),
      payload: { mySponsorId: member.code, package_name: 'Whales Starter', order_price: 500 },
    });
    expect(sale.statusCode).toBe(200);
    const nextMonth = new Date();
    nextMonth.setUTCDate(1);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    await closeScholarships(t.database.db, SYSTEM, nextMonth);

    const res = await tab.get(`/user/rewards/${member.code}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      rewards: {
        reward_points: number;
        rewards: { date: string; creditedAt: string; amount: number; status: string }[];
      }[];
    }>();
    const wallet = await walletOf(t.database.db, member.id);
    expect(wallet).toBe(40_000_000);
    expect(body.rewards[0]?.reward_points).toBe(40);
    const row = body.rewards[0]?.rewards[0];
    const dd = String(nextMonth.getUTCDate()).padStart(2, '0');
    const mm = String(nextMonth.getUTCMonth() + 1).padStart(2, '0');
    expect(row).toMatchObject({
      date: `${dd}/${mm}/${nextMonth.getUTCFullYear()}`,
      amount: 40,
      status: 'Credited',
    });
    expect(row?.creditedAt.slice(0, 10)).toBe(`${nextMonth.getUTCFullYear()}-${mm}-${dd}`);
  });

  it('withdraws the scholarship with every check of a withdrawal request', async () => {
    const order = (body: Body) => tab.post('/user/create-scholarship-order', body);
    const valid = { sponsorId: member.code, amount: 10, password: PASSWORD, uniqueKey: member.key };

    // No verified wallet yet: refused on the merits, and nothing moves.
    const unverified = await order(valid);
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().message).toBe(
      'Please get your wallet details verified before you withdraw',
    );
    expect(
      (
        await tab.post('/wallet/walletdetails/', {
          userId: member.code,
          name: member.name,
          telegramId: '@asha',
          Walletaddress: WALLET,
        })
      ).statusCode,
    ).toBe(201);
    const verify = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${member.code}/verify`,
      headers: bearer(adminToken),
    });
    expect(verify.statusCode).toBe(200);
    expect(json(await tab.get(`/wallet/wallet-status/${member.code}`))['walletStatus']).toBe(
      'verified',
    );

    const refused: [Body, number, RegExp][] = [
      [{ amount: 5 }, 400, /^The minimum withdrawal is 10 USDT$/],
      [{ amount: 41 }, 409, /more than your available balance/],
      [{ password: 'wrong-password' }, 401, /password is not correct/],
      [{ uniqueKey: 'AAAA-BBBB-CCCC' }, 401, /unique key is not correct \(4 attempts left\)/],
      [{ sponsorId: other.code }, 403, /your own account/],
      [{ amount: '10' }, 400, /^Amount must be a number$/],
    ];
    for (const [change, status, message] of refused) {
      const res = await order({ ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().message, JSON.stringify(change)).toMatch(message);
    }
    expect(await walletOf(t.database.db, member.id)).toBe(40_000_000);

    const created = await order({ ...valid, amount: 25.5 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Your withdrawal of 25.50 USDT is requested and will be paid after review',
      scholarshipOrder: {
        user_details: { user_mySponsor_id: member.code, user_name: member.name },
        order_details: { scholarship_amount: 25.5 },
        status: 'pending',
      },
    });
    expect(await walletOf(t.database.db, member.id)).toBe(14_500_000);

    // A plain withdrawal is not a scholarship order: its own list leaves it out.
    const plain = await tab.post('/user/withdrawal-request', { ...valid, amount: 10 });
    expect(plain.statusCode).toBe(201);

    const list = await tab.post('/admin/get-scholarship-orders', { sponsorId: member.code });
    expect(list.statusCode).toBe(200);
    const listed = list.json<{
      message: string;
      count: number;
      orders: {
        _id: string;
        user_details: { user_mySponsor_id: string; user_name: string };
        order_details: {
          order_no: string;
          scholarship_order_date: string;
          scholarship_amount: number;
        };
        status: string;
      }[];
    }>();
    expect(listed.count).toBe(1);
    expect(listed.orders).toHaveLength(1);
    const [only] = listed.orders;
    expect(only).toMatchObject({
      user_details: { user_mySponsor_id: member.code, user_name: member.name },
      order_details: {
        order_no: created.json().scholarshipOrder.order_details.order_no,
        scholarship_amount: 25.5,
      },
      status: 'pending',
    });
    expect(Number.isNaN(Date.parse(only?.order_details.scholarship_order_date ?? ''))).toBe(false);
    // Every withdrawal stays in the E-Wallet's history: both left the same wallet.
    expect(
      json(await tab.post('/user/get-walletorders-byid', { sponsorId: member.code }))[
        'withdrawalOrders'
      ],
    ).toHaveLength(2);

    // Staff pay it from the one withdrawal queue; its list shows the new status.
    const orderNo = only?.order_details.order_no ?? '';
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${orderNo}/approve`,
      headers: bearer(adminToken),
      payload: { txHash: 'a'.repeat(64) },
    });
    expect(paid.statusCode).toBe(200);
    const after = await tab.post('/admin/get-scholarship-orders', { sponsorId: member.code });
    expect(after.json().orders[0].status).toBe('approved');
  });

  it("lists only the caller's own scholarship orders, whoever's ID it sends", async () => {
    const foreign = await tab.post('/admin/get-scholarship-orders', { sponsorId: other.code });
    expect(foreign.statusCode).toBe(403);
    const otherTab = new Browser(() => t.app);
    await otherTab.post('/api/auth/login-user', { sponsorId: other.code, password: PASSWORD });
    const own = await otherTab.post('/admin/get-scholarship-orders', { sponsorId: other.code });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ count: 0, orders: [] });
    const none = await new Browser(() => t.app).post('/admin/get-scholarship-orders', {
      sponsorId: member.code,
    });
    expect(none.statusCode).toBe(401);
  });

  it('reads every other member call of spec §7 with its payload', async () => {
    await creditWallet(t.database.db, member.id, 1_000_000);
    const calls: [string, LightMyRequestResponse, string[]][] = [
      [
        'weekly-earnings',
        await tab.post('/payout/weekly-earnings', { userId: member.code }),
        ['weeklyEarnings'],
      ],
      ['directreffers', await tab.post('/user/directreffers', { sponsorId: member.code }), []],
      [
        'get-wallet-address',
        await tab.post('/user/get-wallet-address', { userId: member.code }),
        ['walletAddress'],
      ],
      ['wallet-status', await tab.get(`/wallet/wallet-status/${member.code}`), ['walletStatus']],
      [
        'tree',
        await tab.get(`/api/auth/getSponsorChildrens/${member.code}`),
        ['mySponsorId', 'value'],
      ],
      [
        'extremeLeft',
        await tab.post('/api/auth/extremeLeft', { sponsorId: member.code }),
        ['mySponsorId'],
      ],
      ['verify-sponsor', await tab.post('/api/auth/verify-sponsor', { sponsorId: ROOT_CODE }), []],
    ];
    for (const [name, res, fields] of calls) {
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const body = res.json<Record<string, unknown>>();
      for (const field of fields) expect(body, name).toHaveProperty(field);
    }
    expect(json(await tab.post('/user/get-wallet-address', { userId: member.code }))).toEqual({
      walletAddress: WALLET,
    });
    expect(
      (await tab.post('/dashboard/user-dashboard', { sponsorId: member.code })).json().walletDetails
        .walletBalance,
    ).toBe(5.5);
  });

  it('writes the referral links its router understands when REFERRAL_LINKS=legacy', async () => {
    const ours = await tab.post('/dashboard/user-dashboard', { sponsorId: member.code });
    expect(ours.json().userDetails.leftRefferalLink).toMatch(
      new RegExp(`/usersignup/verifysponsor\\?sponsorId=${member.code}&position=left$`),
    );
    const uploadsDir = mkdtempSync(join(tmpdir(), 'lte-compat-'));
    const legacy = await buildApp({
      config: testConfig({ uploadsDir, referralLinks: 'legacy', publicUrl: 'https://lte.example' }),
      db: t.database.db,
    });
    try {
      await legacy.ready();
      const legacyTab = new Browser(() => legacy);
      await legacyTab.post('/api/auth/login-user', { sponsorId: member.code, password: PASSWORD });
      const res = await legacyTab.post('/dashboard/user-dashboard', { sponsorId: member.code });
      expect(res.statusCode).toBe(200);
      expect(res.json().userDetails).toMatchObject({
        leftRefferalLink: `https://lte.example/userdashboard/signupleft/${member.code}`,
        rightRefferalLink: `https://lte.example/userdashboard/signupright/${member.code}`,
      });
    } finally {
      await legacy.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });

  it('words every refusal of the spec §7 calls for its popups, never with a field name', async () => {
    const fieldNames =
      /\b(phoneNo|mobileNumber|sponsorId|mySponsorId|mysponsorid|userId|uniqueKey|telegramId|Walletaddress|package_name|order_no|order_price|user_mySponsor_id|user_object_id)\b/;
    const operatorToken = operator.token;
    const refusals: [string, Body, Record<string, string>?][] = [
      ['/contact/contact-submit', { name: 'A', phoneNo: 'call me', email: 'a@b.c', message: 'x' }],
      ['/contact/contact-submit', {}],
      ['/api/auth/login-user', { sponsorId: 'nobody', password: 'x' }],
      ['/api/auth/verify-sponsor', {}],
      ['/api/auth/register-user-left', { ...person(), sponsorId: ROOT_CODE, mobileNumber: 'x' }],
      ['/api/auth/register-user', { sponsorId: ROOT_CODE }],
      ['/api/auth/extremeLeft', {}],
      ['/dashboard/user-dashboard', {}],
      ['/user/ranking', {}],
      ['/payout/weekly-earnings', {}],
      ['/user/directreffers', {}],
      ['/user/orderhistory', {}],
      ['/user/get-walletorders-byid', {}],
      ['/user/get-wallet-address', {}],
      ['/user/withdrawal-request', { sponsorId: member.code, amount: 10 }],
      ['/user/create-scholarship-order', { sponsorId: member.code, amount: 'ten' }],
      ['/admin/get-scholarship-orders', {}],
      ['/wallet/walletdetails/', { userId: member.code, name: 'A', telegramId: '@a' }],
      ['/topup/login', { email: 'not-an-email', password: 'x' }],
      ['/order/update-status', { mySponsorId: member.code }, bearer(operatorToken)],
      [
        '/order/update-status-without-orderno',
        { mySponsorId: member.code, package_name: 'Gold Package' },
        bearer(operatorToken),
      ],
    ];
    for (const [url, payload, headers] of refusals) {
      const res = await tab.post(url, payload, headers);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      const message = res.json<{ message: string }>().message;
      expect(message, url).not.toMatch(fieldNames);
      expect(message, url).not.toMatch(/Invalid input|expected \w+, received/);
      expect(message, url).toMatch(/^[A-Z]/);
    }
    const deposit = await depositForm('Gold Package', '25');
    expect(deposit.json()).toEqual({ message: 'Gold Package is not one of our packages' });
    const noImage = multipartBody({ package_name: 'signalpack' });
    const missing = await tab.send({
      method: 'POST',
      url: '/order/create',
      payload: noImage.payload,
      headers: noImage.headers,
    });
    expect(missing.json()).toEqual({ message: 'Please upload a screenshot before submitting.' });
    const mobile = await tab.post('/api/auth/register-user-left', {
      ...person(),
      sponsorId: ROOT_CODE,
      mobileNumber: 'x',
    });
    expect(mobile.json()).toEqual({ message: 'Please enter a valid mobile number' });
  });
});
