import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from '../../test/harness';
import {
  bearer,
  login,
  PASSWORD,
  register,
  ROOT_CODE,
  ROOT_PASSWORD,
  seedRoot,
} from '../../test/members';
import { eq } from 'drizzle-orm';
import { members, staff } from '../../db/schema';
import { hashSecret } from './passwords';

describe(`member sessions (${engine})`, () => {
  let t: TestApp;
  let memberCode: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedRoot(t.database.db);
    memberCode = (await register(t.app, ROOT_CODE, 'left')).user.mySponsorId;
  });
  afterAll(() => t.close());

  it('logs in with sponsor ID and password: token in the body and an httpOnly SameSite cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      payload: { sponsorId: memberCode.toLowerCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ mySponsorId: memberCode });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/lte_member=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('answers /api/auth/me from the cookie and from a Bearer token', async () => {
    const token = await login(t.app, memberCode);
    for (const headers of [bearer(token), { cookie: `lte_member=${token}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'member', user: { mySponsorId: memberCode } });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    const asOperator = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me?role=operator',
      headers: bearer(token),
    });
    expect(asOperator.statusCode).toBe(401);
  });

  it('revokes the session on logout', async () => {
    const token = await login(t.app, memberCode);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/lte_member=;/);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong password or an unknown ID with 401 and a message', async () => {
    for (const payload of [
      { sponsorId: memberCode, password: 'wrong-password' },
      { sponsorId: 'LT9999999', password: PASSWORD },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login-user', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid sponsor ID or password' });
    }
  });

  it('refuses malformed input with 400', async () => {
    for (const payload of [{}, { sponsorId: 'abc', password: 'x' }, { sponsorId: memberCode }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login-user', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('slows an account down after failures from many addresses, never locking its owner out', async () => {
    const victim = (await register(t.app, ROOT_CODE, 'right')).user.mySponsorId;
    const attempt = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login-user',
        payload: { sponsorId: victim, password },
        remoteAddress: ip,
      });
    // The owner has signed in from home before: that address stays known to the account.
    expect((await attempt(PASSWORD, '10.0.9.9')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await attempt('nope-nope', `10.0.0.${i}`)).statusCode).toBe(401);
    const slowed = await attempt(PASSWORD, '10.0.1.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/Too many failed attempts/);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await attempt(PASSWORD, '10.0.9.9')).statusCode).toBe(200);
  });

  it('throttles an address after 30 failures across accounts', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-user',
        payload: { sponsorId: `LT77${String(i).padStart(5, '0')}`, password: 'whatever' },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      payload: { sponsorId: ROOT_CODE, password: ROOT_PASSWORD },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      payload: { sponsorId: ROOT_CODE, password: ROOT_PASSWORD },
      remoteAddress: '10.9.9.10',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a blocked member and ends their sessions', async () => {
    const blocked = (await register(t.app, ROOT_CODE, 'left')).user.mySponsorId;
    const token = await login(t.app, blocked);
    await t.database.db
      .update(members)
      .set({ loginBlockedAt: new Date() })
      .where(eq(members.sponsorCode, blocked));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      payload: { sponsorId: blocked, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe(`staff sessions (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const passwordHash = await hashSecret('staff-password-1');
    await t.database.db.insert(staff).values([
      { role: 'operator', name: 'Olga Operator', email: 'olga@example.com', passwordHash },
      { role: 'admin', name: 'Adam Admin', email: 'adam@example.com', passwordHash },
    ]);
  });
  afterAll(() => t.close());

  const staffLogin = (url: string, email: string, password = 'staff-password-1') =>
    t.app.inject({ method: 'POST', url, payload: { email, password } });

  it('logs operators in at /topup/login and admins at /api/admin/login, each in its own cookie', async () => {
    const operator = await staffLogin('/topup/login', 'OLGA@example.com');
    expect(operator.statusCode).toBe(200);
    expect(operator.json()).toMatchObject({
      message: 'Login Successful!!',
      operator: { name: 'Olga Operator', email: 'olga@example.com' },
    });
    expect(String(operator.headers['set-cookie'])).toMatch(/lte_operator=.*HttpOnly/);

    const admin = await staffLogin('/api/admin/login', 'adam@example.com');
    expect(admin.statusCode).toBe(200);
    expect(String(admin.headers['set-cookie'])).toMatch(/lte_admin=/);

    const cookie = `lte_operator=${operator.json().token}; lte_admin=${admin.json().token}`;
    for (const role of ['operator', 'admin'] as const) {
      const me = await t.app.inject({
        method: 'GET',
        url: `/api/auth/me?role=${role}`,
        headers: { cookie },
      });
      expect(me.json()).toMatchObject({ role });
    }
  });

  it('keeps the roles apart: an operator cannot log in as admin, nor a member as either', async () => {
    expect((await staffLogin('/api/admin/login', 'olga@example.com')).statusCode).toBe(401);
    expect((await staffLogin('/topup/login', 'adam@example.com')).statusCode).toBe(401);
    const wrong = await staffLogin('/topup/login', 'olga@example.com', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid e-mail or password' });
  });

  it('ends only the named role on logout', async () => {
    const operator = (await staffLogin('/topup/login', 'olga@example.com')).json().token;
    const admin = (await staffLogin('/api/admin/login', 'adam@example.com')).json().token;
    const cookie = `lte_operator=${operator}; lte_admin=${admin}`;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
      payload: { role: 'operator' },
    });
    expect(out.statusCode).toBe(200);
    const me = (role: string) =>
      t.app.inject({ method: 'GET', url: `/api/auth/me?role=${role}`, headers: { cookie } });
    expect((await me('operator')).statusCode).toBe(401);
    expect((await me('admin')).statusCode).toBe(200);
  });
});
