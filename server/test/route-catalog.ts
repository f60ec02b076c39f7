import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { queryRows } from '../db/raw';
import type { TestApp } from './harness';
import { bearer, login, person, register } from './members';
import { multipartBody, pngScreenshot, STAFF_PASSWORD, ADMIN_EMAIL } from './staff';
import { creditWallet } from './wallets';
import { CALLERS, PASSWORD, pendingOrder, type Caller, type World } from './world';

const WRONG_CODE_BODY = { role: 'member', code: '000000' };

export type Expect = Record<Caller, number>;
export type Entry = {
  /** The request a caller sends; built per call, so rows that change state get a fresh target. */
  request: (
    w: World,
    caller: Caller,
  ) => Promise<Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }>;
  expect: Expect;
  /** A valid JSON body for the hostile-input test to start from. */
  sample?: (w: World) => Promise<Record<string, unknown>>;
};

const all = (status: number): Expect => ({
  none: status,
  memberA: status,
  memberB: status,
  upline: status,
  operator: status,
  admin: status,
});
/** Routes about member A's own data: A only; B and A's upline are other members (403). */
const self = (ok: number): Expect => ({
  none: 401,
  memberA: ok,
  memberB: 403,
  upline: 403,
  operator: 403,
  admin: 403,
});
/** Tree reads: A and A's upline; B is outside (403). */
const tree = (ok: number): Expect => ({ ...self(ok), upline: ok });
/** The caller's own data, no ID sent: any member. */
const anyMember = (ok: number): Expect => ({ ...self(ok), memberB: ok, upline: ok });
const operatorOnly = (ok: number): Expect => ({
  none: 401,
  memberA: 403,
  memberB: 403,
  upline: 403,
  operator: ok,
  admin: 403,
});
const adminOnly = (ok: number): Expect => ({
  ...operatorOnly(403),
  none: 401,
  operator: 403,
  admin: ok,
});
const staffOnly = (ok: number): Expect => ({ ...adminOnly(ok), operator: ok });

const get = (url: string) => async () => ({ method: 'GET' as const, url });
const post =
  (url: string, payload?: (w: World) => Record<string, unknown>) => async (w: World) => ({
    method: 'POST' as const,
    url,
    ...(payload ? { payload: payload(w) } : {}),
  });

/** A member nobody else's row depends on (for blocking, key resets). */
async function throwaway(w: World) {
  return (await register(w.app, w.root, 'right')).user.mySponsorId;
}

async function openPeriodOf(t: TestApp) {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from periods where closed_at is null`,
  );
  return Number(row?.id);
}

/** A screenshot of an order the world's operator approved (operators see only those). */
async function operatorsScreenshot(t: TestApp, w: World) {
  const mine = async () => {
    const [row] = await queryRows<{ screenshot_key: string }>(
      t.database.db,
      sql`select screenshot_key from orders
           where screenshot_key is not null and decided_by = ${Number(w.operator.id)}
           order by id limit 1`,
    );
    return row?.screenshot_key;
  };
  const found = await mine();
  if (found) return found;
  const approved = await w.app.inject({
    method: 'POST',
    url: '/order/update-status',
    headers: bearer(w.operator.token),
    payload: { mySponsorId: w.memberA.code, order_no: await pendingOrder(w) },
  });
  if (approved.statusCode !== 200)
    throw new Error(`approval ${approved.statusCode}: ${approved.body}`);
  return (await mine()) ?? 'missing.webp';
}

/** Member B ready to withdraw: verified wallet and money; answers a pending withdrawal number. */
async function pendingWithdrawal(t: TestApp, w: World) {
  const b = w.memberB;
  await w.app.inject({
    method: 'POST',
    url: '/wallet/walletdetails/',
    headers: bearer(b.token),
    payload: {
      userId: b.code,
      name: 'B',
      telegramId: '@b',
      Walletaddress: 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm',
    },
  });
  await w.app.inject({
    method: 'POST',
    url: `/api/admin/kyc/${b.code}/verify`,
    headers: bearer(w.adminToken),
  });
  await creditWallet(t.database.db, b.id, 10_000_000);
  const res = await w.app.inject({
    method: 'POST',
    url: '/user/withdrawal-request',
    headers: bearer(b.token),
    payload: { sponsorId: b.code, amount: 10, password: PASSWORD, uniqueKey: b.key },
  });
  return res.json<{ order: { order_details: { order_no: string } } }>().order.order_details
    .order_no;
}

/**
 * Every route of the server with the request each kind of caller sends and the status each must
 * get (README "Security", authorization matrix). Rows run in this order; the ones that end sessions come last.
 */
export function routeCatalog(t: TestApp): Record<string, Entry> {
  return {
    'GET /healthz': { request: get('/healthz'), expect: all(200) },
    'GET /readyz': { request: get('/readyz'), expect: all(200) },
    'GET /api/market/coins': { request: get('/api/market/coins'), expect: all(200) },
    'GET /api/packages': { request: get('/api/packages'), expect: all(200) },
    'GET /api/ranks': { request: get('/api/ranks'), expect: all(200) },
    'POST /contact/contact-submit': {
      request: post('/contact/contact-submit', () => ({
        name: 'Visitor',
        phoneNo: '9876543210',
        email: 'visitor@example.com',
        message: 'Hello',
      })),
      expect: all(201),
      sample: async () => ({
        name: 'V',
        phoneNo: '9876543210',
        email: 'v@example.com',
        message: 'Hi',
      }),
    },
    'POST /api/auth/login-user': {
      request: post('/api/auth/login-user', (w) => ({
        sponsorId: w.memberA.code,
        password: PASSWORD,
      })),
      expect: all(200),
      sample: async (w) => ({ sponsorId: w.memberA.code, password: 'wrong-password' }),
    },
    'POST /api/auth/verify-sponsor': {
      request: post('/api/auth/verify-sponsor', (w) => ({ sponsorId: w.memberA.code })),
      expect: all(200),
      sample: async (w) => ({ sponsorId: w.memberA.code }),
    },
    ...Object.fromEntries(
      ['register-user', 'register-user-left', 'register-user-right'].map((path) => [
        `POST /api/auth/${path}`,
        {
          request: post(`/api/auth/${path}`, (w) => ({ ...person(), sponsorId: w.memberA.code })),
          // Publicly anyone may join under A; from the member area only A and A's upline may.
          expect: { ...tree(201), none: 201 },
          sample: async (w: World) => ({ ...person(), sponsorId: w.memberA.code }),
        } satisfies Entry,
      ]),
    ),
    'GET /api/auth/me': {
      request: get('/api/auth/me'),
      expect: { ...anyMember(200), operator: 401, admin: 401 },
    },
    'POST /topup/login': {
      request: post('/topup/login', () => ({
        email: 'operator1@example.com',
        password: STAFF_PASSWORD,
      })),
      expect: all(200),
      sample: async (w) => ({ email: w.operator.email, password: 'wrong' }),
    },
    // The admin has a second factor: the right password without a code asks for one. Each caller
    // from its own address: every such answer counts as an attempt at the account's secrets.
    'POST /api/admin/login': {
      request: async (_w, caller) => ({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: ADMIN_EMAIL, password: STAFF_PASSWORD },
        remoteAddress: `10.77.0.${CALLERS.indexOf(caller) + 1}`,
      }),
      expect: all(401),
      sample: async () => ({ email: ADMIN_EMAIL, password: 'wrong' }),
    },
    'GET /api/auth/getSponsorChildrens/:userId': {
      request: async (w) => ({
        method: 'GET',
        url: `/api/auth/getSponsorChildrens/${w.memberA.code}`,
      }),
      expect: tree(200),
    },
    'POST /api/auth/extremeLeft': {
      request: post('/api/auth/extremeLeft', (w) => ({ sponsorId: w.memberA.code })),
      expect: tree(200),
      sample: async (w) => ({ sponsorId: w.memberA.code }),
    },
    'POST /api/auth/extremeRight': {
      request: post('/api/auth/extremeRight', (w) => ({ sponsorId: w.memberA.code })),
      expect: tree(200),
      sample: async (w) => ({ sponsorId: w.memberA.code }),
    },
    'POST /user/directreffers': {
      request: post('/user/directreffers', (w) => ({ sponsorId: w.memberA.code })),
      expect: self(200),
      sample: async (w) => ({ sponsorId: w.memberA.code }),
    },
    'POST /order/create': {
      request: async (w) => {
        const body = multipartBody(
          { package_name: 'Kick Starter', user_mySponsor_id: w.memberA.code, order_price: '1' },
          { name: 'image', filename: 'paid.png', type: 'image/png', data: await pngScreenshot() },
        );
        return {
          method: 'POST',
          url: '/order/create',
          payload: body.payload,
          headers: body.headers,
        };
      },
      expect: self(201),
    },
    'POST /user/orderhistory': {
      request: post('/user/orderhistory', (w) => ({ mySponsorId: w.memberA.code })),
      expect: self(200),
      sample: async (w) => ({ mySponsorId: w.memberA.code }),
    },
    'GET /order/approved-orders': {
      request: get('/order/approved-orders'),
      expect: operatorOnly(200),
    },
    'POST /order/update-status': {
      request: async (w) => ({
        method: 'POST',
        url: '/order/update-status',
        payload: { mySponsorId: w.memberA.code, order_no: await pendingOrder(w), order_price: 50 },
      }),
      expect: operatorOnly(200),
      sample: async (w) => ({
        mySponsorId: w.memberA.code,
        order_no: 'ORD-999999',
        order_price: 50,
      }),
    },
    'POST /order/update-status-without-orderno': {
      request: post('/order/update-status-without-orderno', (w) => ({
        mySponsorId: w.memberA.code,
        package_name: 'Whales Starter',
        order_price: 1,
      })),
      expect: operatorOnly(200),
      sample: async (w) => ({
        mySponsorId: w.memberA.code,
        package_name: 'Kick Starter',
        order_price: 1,
      }),
    },
    'GET /api/screenshots/:key': {
      request: async (w) => ({
        method: 'GET',
        url: `/api/screenshots/${await operatorsScreenshot(t, w)}`,
      }),
      expect: { ...staffOnly(200), memberA: 403, memberB: 403, upline: 403 },
    },
    'POST /dashboard/user-dashboard': {
      request: post('/dashboard/user-dashboard', (w) => ({ sponsorId: w.memberA.code })),
      expect: self(200),
      sample: async (w) => ({ sponsorId: w.memberA.code }),
    },
    'POST /payout/weekly-earnings': {
      request: post('/payout/weekly-earnings', (w) => ({ userId: w.memberA.code })),
      expect: self(200),
      sample: async (w) => ({ userId: w.memberA.code }),
    },
    'GET /user/rewards/:sponsorId': {
      request: async (w) => ({ method: 'GET', url: `/user/rewards/${w.memberA.code}` }),
      expect: self(200),
    },
    'POST /user/ranking': {
      request: post('/user/ranking', (w) => ({ mysponsorid: w.memberA.code })),
      expect: self(200),
      sample: async (w) => ({ mysponsorid: w.memberA.code }),
    },
    'POST /wallet/walletdetails/': {
      request: post('/wallet/walletdetails/', (w) => ({
        userId: w.memberA.code,
        name: 'Member A',
        telegramId: '@a',
        Walletaddress: 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm',
      })),
      expect: self(201),
      sample: async (w) => ({
        userId: w.memberA.code,
        name: 'A',
        telegramId: '@a',
        Walletaddress: 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm',
      }),
    },
    'GET /wallet/wallet-status/:sponsorId': {
      request: async (w) => ({ method: 'GET', url: `/wallet/wallet-status/${w.memberA.code}` }),
      expect: self(200),
    },
    'POST /user/get-wallet-address': {
      request: post('/user/get-wallet-address', (w) => ({ userId: w.memberA.code })),
      expect: self(200),
      sample: async (w) => ({ userId: w.memberA.code }),
    },
    'POST /user/withdrawal-request': {
      request: post('/user/withdrawal-request', (w) => ({
        sponsorId: w.memberA.code,
        amount: 10,
        password: PASSWORD,
        uniqueKey: w.memberA.key,
      })),
      // A may ask, but has no verified wallet yet: refused on the merits, not on identity.
      expect: self(409),
      sample: async (w) => ({
        sponsorId: w.memberA.code,
        amount: 10,
        password: PASSWORD,
        uniqueKey: w.memberA.key,
      }),
    },
    'POST /user/create-scholarship-order': {
      request: post('/user/create-scholarship-order', (w) => ({
        sponsorId: w.memberA.code,
        amount: 10,
        password: PASSWORD,
        uniqueKey: w.memberA.key,
      })),
      // The same withdrawal as /user/withdrawal-request: A has no verified wallet yet.
      expect: self(409),
      sample: async (w) => ({
        sponsorId: w.memberA.code,
        amount: 10,
        password: PASSWORD,
        uniqueKey: w.memberA.key,
      }),
    },
    'POST /admin/get-scholarship-orders': {
      request: post('/admin/get-scholarship-orders', (w) => ({ sponsorId: w.memberA.code })),
      // A member call despite its path (decisions §15): staff sessions are not members.
      expect: self(200),
      sample: async (w) => ({ sponsorId: w.memberA.code }),
    },
    'POST /user/get-walletorders-byid': {
      request: post('/user/get-walletorders-byid', (w) => ({ sponsorId: w.memberA.code })),
      expect: self(200),
      sample: async (w) => ({ sponsorId: w.memberA.code }),
    },
    'GET /api/member/welcome': { request: get('/api/member/welcome'), expect: anyMember(200) },
    'GET /api/member/welcome.pdf': {
      request: get('/api/member/welcome.pdf'),
      expect: anyMember(200),
    },
    'GET /dashboard/topup-dashboard': {
      request: get('/dashboard/topup-dashboard'),
      expect: operatorOnly(200),
    },
    'GET /topup/wallet-history': {
      request: get('/topup/wallet-history'),
      expect: operatorOnly(200),
    },
    'GET /api/operator/deposits': {
      request: get('/api/operator/deposits'),
      expect: operatorOnly(200),
    },
    'POST /api/admin/operators': {
      request: post('/api/admin/operators', () => ({
        name: 'New Operator',
        email: `op-${randomUUID()}@example.com`,
        password: STAFF_PASSWORD,
      })),
      expect: adminOnly(201),
      sample: async () => ({
        name: 'N',
        email: `n-${randomUUID()}@example.com`,
        password: STAFF_PASSWORD,
      }),
    },
    'POST /api/admin/operators/:id/credit': {
      request: async (w) => ({
        method: 'POST',
        url: `/api/admin/operators/${w.operator.id}/credit`,
        payload: { amount: 5 },
      }),
      expect: adminOnly(200),
      sample: async () => ({ amount: 5 }),
    },
    'GET /api/admin/orders': {
      request: get('/api/admin/orders?status=pending'),
      expect: adminOnly(200),
    },
    'POST /api/admin/orders/:orderNo/approve': {
      request: async (w) => ({
        method: 'POST',
        url: `/api/admin/orders/${await pendingOrder(w)}/approve`,
      }),
      expect: adminOnly(200),
    },
    'POST /api/admin/orders/:orderNo/reject': {
      request: async (w) => ({
        method: 'POST',
        url: `/api/admin/orders/${await pendingOrder(w)}/reject`,
        payload: { reason: 'No payment found' },
      }),
      expect: adminOnly(200),
      sample: async () => ({ reason: 'No payment found' }),
    },
    'POST /api/admin/payouts/close': {
      request: async () => ({
        method: 'POST',
        url: '/api/admin/payouts/close',
        payload: { periodId: await openPeriodOf(t) },
      }),
      expect: adminOnly(200),
      sample: async () => ({ periodId: await openPeriodOf(t) }),
    },
    'POST /api/admin/scholarships/close': {
      request: post('/api/admin/scholarships/close'),
      expect: adminOnly(200),
    },
    'GET /api/admin/kyc': { request: get('/api/admin/kyc?status=pending'), expect: adminOnly(200) },
    'POST /api/admin/kyc/:sponsorId/verify': {
      request: async (w) => ({ method: 'POST', url: `/api/admin/kyc/${w.memberA.code}/verify` }),
      expect: adminOnly(200),
    },
    'POST /api/admin/kyc/:sponsorId/reject': {
      request: async (w, caller) => {
        const code = await throwaway(w);
        if (caller === 'admin') {
          const token = await login(w.app, code);
          await w.app.inject({
            method: 'POST',
            url: '/wallet/walletdetails/',
            headers: bearer(token),
            payload: {
              userId: code,
              name: 'C',
              telegramId: '@c',
              Walletaddress: 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm',
            },
          });
        }
        return {
          method: 'POST',
          url: `/api/admin/kyc/${code}/reject`,
          payload: { reason: 'Blurry' },
        };
      },
      expect: adminOnly(200),
      sample: async () => ({ reason: 'Blurry' }),
    },
    'GET /api/admin/withdrawals': {
      request: get('/api/admin/withdrawals?status=pending'),
      expect: adminOnly(200),
    },
    'POST /api/admin/withdrawals/:orderNo/approve': {
      request: async (w, caller) => ({
        method: 'POST',
        url: `/api/admin/withdrawals/${caller === 'admin' ? await pendingWithdrawal(t, w) : 'WD-000001'}/approve`,
        payload: { txHash: 'c'.repeat(64) },
      }),
      expect: adminOnly(200),
      sample: async () => ({ txHash: 'c'.repeat(64) }),
    },
    'POST /api/admin/withdrawals/:orderNo/reject': {
      request: async (w, caller) => ({
        method: 'POST',
        url: `/api/admin/withdrawals/${caller === 'admin' ? await pendingWithdrawal(t, w) : 'WD-000001'}/reject`,
        payload: { reason: 'Flagged address' },
      }),
      expect: adminOnly(200),
      sample: async () => ({ reason: 'Flagged address' }),
    },
    'POST /api/admin/rewards/:sponsorId/:rankName/claim': {
      request: async (w, caller) => {
        if (caller === 'admin') {
          await t.database.db.execute(
            sql`insert into member_ranks (member_id, rank) values (${w.memberA.id}, 1) on conflict do nothing`,
          );
        }
        return { method: 'POST', url: `/api/admin/rewards/${w.memberA.code}/Starter/claim` };
      },
      expect: adminOnly(200),
    },
    'GET /api/admin/members': {
      request: get('/api/admin/members?q=Member'),
      expect: adminOnly(200),
    },
    'GET /api/admin/dashboard': { request: get('/api/admin/dashboard'), expect: adminOnly(200) },
    'GET /api/admin/operators': { request: get('/api/admin/operators'), expect: adminOnly(200) },
    'GET /api/admin/operators/:id/float': {
      request: async (w) => ({ method: 'GET', url: `/api/admin/operators/${w.operator.id}/float` }),
      expect: adminOnly(200),
    },
    'GET /api/admin/operators/:id/orders': {
      request: async (w) => ({
        method: 'GET',
        url: `/api/admin/operators/${w.operator.id}/orders`,
      }),
      expect: adminOnly(200),
    },
    'GET /api/admin/payouts/preview': {
      request: get('/api/admin/payouts/preview'),
      expect: adminOnly(200),
    },
    'GET /api/admin/payouts': { request: get('/api/admin/payouts'), expect: adminOnly(200) },
    'GET /api/admin/payouts/:periodId': {
      request: get('/api/admin/payouts/1'),
      expect: adminOnly(200),
    },
    'GET /api/admin/scholarships': {
      request: get('/api/admin/scholarships'),
      expect: adminOnly(200),
    },
    'GET /api/admin/scholarships/:month': {
      request: async () => ({
        method: 'GET',
        url: `/api/admin/scholarships/${new Date().toISOString().slice(0, 7)}`,
      }),
      expect: adminOnly(200),
    },
    'GET /api/admin/rewards': { request: get('/api/admin/rewards'), expect: adminOnly(200) },
    ...Object.fromEntries(
      ['', '/orders', '/statement', '/withdrawals', '/tree'].map((what) => [
        `GET /api/admin/members/:sponsorId${what}`,
        {
          request: async (w: World) => ({
            method: 'GET' as const,
            url: `/api/admin/members/${w.memberA.code}${what}`,
          }),
          expect: adminOnly(200),
        } satisfies Entry,
      ]),
    ),
    'POST /api/admin/members/:sponsorId/reset-key': {
      request: async (w) => ({
        method: 'POST',
        url: `/api/admin/members/${await throwaway(w)}/reset-key`,
      }),
      expect: adminOnly(200),
    },
    'POST /api/admin/members/:sponsorId/block': {
      request: async (w) => ({
        method: 'POST',
        url: `/api/admin/members/${await throwaway(w)}/block`,
        payload: { blocked: true },
      }),
      expect: adminOnly(200),
      sample: async () => ({ blocked: true }),
    },
    'GET /api/admin/inquiries': {
      request: get('/api/admin/inquiries?unread=true'),
      expect: adminOnly(200),
    },
    'POST /api/admin/inquiries/:id/read': {
      request: post('/api/admin/inquiries/1/read', () => ({ read: true })),
      expect: adminOnly(200),
      sample: async () => ({ read: true }),
    },
    'GET /api/admin/audit': {
      request: get('/api/admin/audit?type=action'),
      expect: adminOnly(200),
    },
    'GET /api/admin/withdrawals.csv': {
      request: get('/api/admin/withdrawals.csv'),
      expect: adminOnly(200),
    },
    // Notifications (decisions §14): each area reads its own notices; the test world has no
    // e-mail or Telegram configured, so those answer "not configured" (409).
    'GET /api/notifications': {
      request: get('/api/notifications'),
      expect: { ...anyMember(200), operator: 403, admin: 403 },
    },
    'POST /api/notifications/read': {
      request: post('/api/notifications/read', () => ({ all: true })),
      expect: { ...anyMember(200), operator: 403, admin: 403 },
      sample: async () => ({ ids: ['1', '2'] }),
    },
    'GET /api/notifications/settings': {
      request: get('/api/notifications/settings'),
      expect: { ...anyMember(200), operator: 403, admin: 403 },
    },
    'POST /api/notifications/settings': {
      request: post('/api/notifications/settings', () => ({
        preferences: [{ kind: 'deposit_approved', email: false, telegram: true }],
      })),
      expect: { ...anyMember(200), operator: 403, admin: 403 },
      sample: async () => ({
        preferences: [{ kind: 'rank_reached', email: true, telegram: false }],
      }),
    },
    'POST /api/notifications/telegram/link': {
      request: post('/api/notifications/telegram/link'),
      expect: { ...anyMember(409), operator: 403, admin: 403 },
    },
    'POST /api/notifications/telegram/unlink': {
      request: post('/api/notifications/telegram/unlink'),
      expect: { ...anyMember(200), operator: 403, admin: 403 },
    },
    'GET /api/admin/outbox': { request: get('/api/admin/outbox'), expect: adminOnly(200) },
    'GET /api/admin/chain/transfers': {
      request: get('/api/admin/chain/transfers'),
      expect: adminOnly(200),
    },
    'POST /api/admin/chain/transfers/:network/:txHash/assign': {
      request: post(`/api/admin/chain/transfers/tron/${'ab'.repeat(32)}/assign`, () => ({
        orderNo: 'ORD-999999',
      })),
      expect: adminOnly(404),
      sample: async () => ({ orderNo: 'ORD-999999' }),
    },
    'POST /api/admin/outbox/:id/retry': {
      request: post('/api/admin/outbox/999999/retry'),
      expect: adminOnly(404),
    },
    'GET /api/admin/admins': { request: get('/api/admin/admins'), expect: adminOnly(200) },
    'POST /api/admin/admins/:id/reset-password': {
      request: post('/api/admin/admins/999999/reset-password'),
      expect: adminOnly(404),
    },
    'GET /api/auth/recovery': { request: get('/api/auth/recovery'), expect: all(200) },
    'POST /api/auth/forgot-password': {
      request: post('/api/auth/forgot-password', (w) => ({
        role: 'member',
        sponsorId: w.memberA.code,
      })),
      expect: all(409),
      sample: async (w) => ({ role: 'member', sponsorId: w.memberA.code }),
    },
    'POST /api/auth/reset-password': {
      request: post('/api/auth/reset-password', (w) => ({
        role: 'member',
        sponsorId: w.memberA.code,
        code: '123456',
        newPassword: 'a-new-password',
      })),
      expect: all(409),
      sample: async (w) => ({
        role: 'member',
        sponsorId: w.memberA.code,
        code: '123456',
        newPassword: 'a-new-password',
      }),
    },
    'POST /api/user/unique-key/code': {
      request: post('/api/user/unique-key/code', () => ({ password: PASSWORD })),
      expect: { ...anyMember(409), operator: 403, admin: 403 },
      sample: async () => ({ password: PASSWORD }),
    },
    'POST /api/user/unique-key/reset': {
      request: post('/api/user/unique-key/reset', () => ({ password: PASSWORD, code: '123456' })),
      expect: { ...anyMember(409), operator: 403, admin: 403 },
      sample: async () => ({ password: PASSWORD, code: '123456' }),
    },
    'GET /api/account/profile': {
      request: get('/api/account/profile'),
      expect: { ...anyMember(200), operator: 403, admin: 403 },
    },
    'GET /api/account/sessions': {
      request: get('/api/account/sessions'),
      expect: { ...anyMember(200), operator: 403, admin: 403 },
    },
    // No open session has this id: refused without ending anything.
    'POST /api/account/sessions/revoke': {
      request: post('/api/account/sessions/revoke', () => ({ id: '999999999' })),
      expect: { ...anyMember(404), operator: 403, admin: 403 },
      sample: async () => ({ id: '999999999' }),
    },
    // Keeps the caller's own session: every caller stays signed in for the rows after.
    'POST /api/account/sessions/revoke-others': {
      request: post('/api/account/sessions/revoke-others'),
      expect: { ...anyMember(200), operator: 403, admin: 403 },
    },
    // These end sessions: last.
    'GET /api/auth/two-factor': {
      request: get('/api/auth/two-factor'),
      expect: { ...anyMember(200), operator: 403, admin: 403 },
    },
    'POST /api/auth/two-factor/setup': {
      request: post('/api/auth/two-factor/setup', () => ({ role: 'member' })),
      expect: { ...anyMember(200), operator: 403, admin: 403 },
      sample: async () => ({ role: 'member' }),
    },
    // A wrong code for the key set-up just started: refused, and nothing is turned on.
    'POST /api/auth/two-factor/enable': {
      request: async (w, caller) => {
        await w.app.inject({
          method: 'POST',
          url: '/api/auth/two-factor/setup',
          headers: w.headersOf(caller),
          payload: { role: 'member' },
        });
        return { method: 'POST', url: '/api/auth/two-factor/enable', payload: WRONG_CODE_BODY };
      },
      expect: { ...anyMember(401), operator: 403, admin: 403 },
      sample: async () => WRONG_CODE_BODY,
    },
    'POST /api/auth/two-factor/disable': {
      request: post('/api/auth/two-factor/disable', () => ({
        ...WRONG_CODE_BODY,
        password: PASSWORD,
      })),
      expect: { ...anyMember(409), operator: 403, admin: 403 },
      sample: async () => ({ ...WRONG_CODE_BODY, password: PASSWORD }),
    },
    'POST /api/auth/two-factor/recovery-codes': {
      request: post('/api/auth/two-factor/recovery-codes', () => WRONG_CODE_BODY),
      expect: { ...anyMember(409), operator: 403, admin: 403 },
      sample: async () => WRONG_CODE_BODY,
    },
    'POST /api/admin/two-factor/reset': {
      request: post('/api/admin/two-factor/reset', (w) => ({
        kind: 'member',
        account: w.memberA.code,
      })),
      expect: adminOnly(409),
      sample: async (w) => ({ kind: 'member', account: w.memberA.code }),
    },
    'POST /api/auth/change-password': {
      request: post('/api/auth/change-password', () => ({
        currentPassword: PASSWORD,
        newPassword: PASSWORD,
      })),
      expect: { ...anyMember(200), operator: 403, admin: 403 },
      sample: async () => ({ currentPassword: 'wrong-password', newPassword: 'another-password' }),
    },
    'POST /api/auth/logout': { request: post('/api/auth/logout', () => ({})), expect: all(200) },
  };
}
