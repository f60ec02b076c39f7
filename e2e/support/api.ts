import type { APIRequestContext, Page } from '@playwright/test';
import { INVALID_CODE } from '../../contract/two-factor';
import { authenticator } from '../../server/test/totp';

/** The fixed accounts the e2e server starts with (e2e/support/serve.mjs). */
export const ROOT = { sponsorId: 'LT1000001', password: 'root-password-e2e' };
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-e2e' };
/** The admin's authenticator (ADMIN_TOTP_SECRET of e2e/support/serve.mjs). */
export const adminAuthenticator = authenticator('KRUGS4ZANFZSA5DIMUQGKMTFEBZWKY3S');
export const PASSWORD = 'e2e-member-pass';

let people = 0;

/** Registers a member through the public API (setup for flows that test something else). */
export async function registerMember(
  request: APIRequestContext,
  under: string,
  side: 'left' | 'right',
  name = `E2E Member ${++people}`,
) {
  const res = await request.post(`/api/auth/register-user-${side}`, {
    data: {
      sponsorId: under,
      name,
      mobileNumber: '9876500000',
      email: `e2e${Date.now()}${people}@example.com`,
      password: PASSWORD,
    },
  });
  if (!res.ok()) throw new Error(`register ${res.status()}: ${await res.text()}`);
  const body = (await res.json()) as { user: { _id: string; mySponsorId: string; name: string } };
  return body.user;
}

/** Logs a member in through the screen, waiting for the dashboard. */
export async function loginAsMember(page: Page, sponsorId: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('User ID').fill(sponsorId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/userdashboard');
}

/** The demo operator the e2e server seeds (DEMO=1). */
export const DEMO_OPERATOR = {
  email: 'operator@learn-trade-earn.local',
  password: 'demo-pass-2026',
};

/** A small real PNG: the payment screenshot a member uploads. */
export async function screenshotPng() {
  const sharp = (await import('sharp')).default;
  const buffer = await sharp({
    create: { width: 120, height: 200, channels: 3, background: '#1e293b' },
  })
    .png()
    .toBuffer();
  return { name: 'payment.png', mimeType: 'image/png', buffer };
}

/** The member's dashboard figures, read through the API with the page's session. */
export async function dashboardOf(page: Page, sponsorId: string) {
  const res = await page.request.post('/dashboard/user-dashboard', { data: { sponsorId } });
  if (!res.ok()) throw new Error(`dashboard ${res.status()}: ${await res.text()}`);
  return res.json() as Promise<{
    userDetails: { isActive: boolean };
    walletDetails: {
      walletBalance: number;
      directPoints: { leftPoints: number; rightPoints: number };
      currentWeekPoints: { leftPoints: number; rightPoints: number };
    };
    currentDirectPoints: number;
  }>;
}

/** Logs in through the API and answers the Bearer token (for setup calls). */
export async function tokenOf(request: APIRequestContext, sponsorId: string, password = PASSWORD) {
  const res = await request.post('/api/auth/login-user', { data: { sponsorId, password } });
  if (!res.ok()) throw new Error(`login ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function adminToken(request: APIRequestContext) {
  for (let tries = 0; ; tries++) {
    const code = await adminAuthenticator.nextCode();
    const res = await request.post('/api/admin/login', { data: { ...ADMIN, code } });
    if (res.ok()) return ((await res.json()) as { token: string }).token;
    const body = await res.text();
    // A code of a step an earlier worker used: take the next one.
    if (tries < 2 && body.includes(INVALID_CODE)) {
      adminAuthenticator.skipPast();
      continue;
    }
    throw new Error(`admin login ${res.status()}: ${body}`);
  }
}

/** A member's deposit approved by the admin, through the API (setup). */
export async function approvedOrder(
  request: APIRequestContext,
  memberToken: string,
  admin: string,
  packageName: string,
) {
  const created = await request.post('/order/create', {
    headers: { authorization: `Bearer ${memberToken}` },
    multipart: { package_name: packageName, image: await screenshotPng() },
  });
  if (!created.ok()) throw new Error(`order ${created.status()}: ${await created.text()}`);
  const orderNo = ((await created.json()) as { order: { order_details: { order_no: string } } })
    .order.order_details.order_no;
  const approved = await request.post(`/api/admin/orders/${orderNo}/approve`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  if (!approved.ok()) throw new Error(`approve ${approved.status()}: ${await approved.text()}`);
  return orderNo;
}

/** Registration through the API that also answers the one-time unique key. */
export async function registerWithKey(
  request: APIRequestContext,
  under: string,
  side: 'left' | 'right',
  name: string,
  token?: string,
) {
  const res = await request.post(`/api/auth/register-user-${side}`, {
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    data: {
      sponsorId: under,
      name,
      mobileNumber: '9876500001',
      email: `e2e-key-${Date.now()}-${++people}@example.com`,
      password: PASSWORD,
    },
  });
  if (!res.ok()) throw new Error(`register ${res.status()}: ${await res.text()}`);
  return (await res.json()) as { user: { mySponsorId: string }; uniqueKey: string };
}

/** Puts a USDT transfer on the e2e server's fake chain (e2e/support/serve.mjs); answers its hash. */
export async function payOnChain(
  request: APIRequestContext,
  payment: { network: 'tron' | 'bsc'; amount: number; to?: string; confirmations?: number },
) {
  const control = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4173) + 1}/chain/pay`;
  const res = await request.post(control, { data: payment });
  if (!res.ok()) throw new Error(`chain pay ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { hash: string }).hash;
}
