import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { guards } from '../shared/guards';
import { RATE_LIMITED_MESSAGE, RATE_LIMITS, rateLimitKey, type RateLimitName } from './rate-limits';
import { MAX_PENDING_DEPOSITS, TOO_MANY_PENDING_DEPOSITS } from '../modules/orders/service';
import { reserve } from '../shared/throttle';
import { createTestApp, engine, type TestApp } from '../test/harness';
import { bearer, login, person, register, ROOT_CODE, seedRoot } from '../test/members';
import { multipartBody, pngScreenshot } from '../test/staff';

/** README "Security", rate limits: per address and per member, 429 with Retry-After. */
describe(`rate limits on public and member endpoints (${engine})`, () => {
  let t: TestApp;
  let member: { id: string; code: string; token: string };
  let address = 0;
  /** A fresh client address per test, so limits reached in one do not leak into the next. */
  const nextAddress = () => `198.51.100.${++address}`;

  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimits: true } });
    await seedRoot(t.database.db);
    const { user } = await register(t.app, ROOT_CODE, 'left');
    member = { id: user._id, code: user.mySponsorId, token: await login(t.app, user.mySponsorId) };
  });
  afterAll(() => t.close());

  /** Uses up a limit for a subject without the requests (each argon2 signup takes a while). */
  async function exhaust(name: RateLimitName, subject: string) {
    for (let i = 0; i < RATE_LIMITS[name].limit; i++) {
      await reserve(t.database.db, rateLimitKey(name, subject), RATE_LIMITS[name]);
    }
  }

  function expectLimited(res: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): unknown;
  }) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: RATE_LIMITED_MESSAGE });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  const verify = (remoteAddress: string): InjectOptions => ({
    method: 'POST',
    url: '/api/auth/verify-sponsor',
    payload: { sponsorId: ROOT_CODE },
    remoteAddress,
  });
  const contact = (remoteAddress: string): InjectOptions => ({
    method: 'POST',
    url: '/contact/contact-submit',
    payload: { name: 'Visitor', phoneNo: '9876543210', email: 'v@example.com', message: 'Hi' },
    remoteAddress,
  });
  const signup = (remoteAddress: string, headers: Record<string, string> = {}): InjectOptions => ({
    method: 'POST',
    url: '/api/auth/register-user',
    payload: { ...person(), sponsorId: member.code },
    remoteAddress,
    headers,
  });
  const depositForm = async (token = member.token): Promise<InjectOptions> => {
    const body = multipartBody(
      { package_name: 'Kick Starter' },
      { name: 'image', filename: 'paid.png', type: 'image/png', data: await pngScreenshot() },
    );
    return {
      method: 'POST',
      url: '/order/create',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    };
  };

  it('verify-sponsor: 30 per address in 10 minutes', async () => {
    const here = nextAddress();
    for (let i = 0; i < 30; i++) expect((await t.app.inject(verify(here))).statusCode).toBe(200);
    expectLimited(await t.app.inject(verify(here)));
    expect((await t.app.inject(verify(nextAddress()))).statusCode).toBe(200);
  });

  it('contact: 5 per address in an hour', async () => {
    const here = nextAddress();
    for (let i = 0; i < 5; i++) expect((await t.app.inject(contact(here))).statusCode).toBe(201);
    expectLimited(await t.app.inject(contact(here)));
    expect((await t.app.inject(contact(nextAddress()))).statusCode).toBe(201);
  });

  it('public registration: 10 per address in an hour; the member area: 60 per member', async () => {
    const here = nextAddress();
    expect((await t.app.inject(signup(here))).statusCode).toBe(201);
    await exhaust('publicRegistration', here);
    expectLimited(await t.app.inject(signup(here)));
    // A member registering from the same address counts against their own limit.
    expect((await t.app.inject(signup(here, bearer(member.token)))).statusCode).toBe(201);
    await exhaust('downlineRegistration', member.id);
    expectLimited(await t.app.inject(signup(here, bearer(member.token))));
    expect((await t.app.inject(signup(nextAddress()))).statusCode).toBe(201);
  });

  it('deposits: 10 per member in an hour', async () => {
    expect((await t.app.inject(await depositForm())).statusCode).toBe(201);
    await exhaust('deposit', member.id);
    expectLimited(await t.app.inject(await depositForm()));
  });

  async function newMemberToken() {
    const { user } = await register(t.app, ROOT_CODE, 'right');
    return login(t.app, user.mySponsorId);
  }

  it(`caps a member's deposits waiting for review at ${MAX_PENDING_DEPOSITS}, also when sent at once`, async () => {
    const token = await newMemberToken();
    for (let i = 0; i < MAX_PENDING_DEPOSITS; i++) {
      expect((await t.app.inject(await depositForm(token))).statusCode).toBe(201);
    }
    const refused = await t.app.inject(await depositForm(token));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TOO_MANY_PENDING_DEPOSITS });

    const racing = await newMemberToken();
    const forms = await Promise.all(Array.from({ length: 6 }, () => depositForm(racing)));
    const statuses = (await Promise.all(forms.map((form) => t.app.inject(form)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_PENDING_DEPOSITS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6 - MAX_PENDING_DEPOSITS);
  });

  it('shows the cap test can fail: with its guard off a member piles up deposits', async () => {
    const token = await newMemberToken();
    guards.pendingDepositCap = false;
    try {
      for (let i = 0; i <= MAX_PENDING_DEPOSITS; i++) {
        expect((await t.app.inject(await depositForm(token))).statusCode).toBe(201);
      }
    } finally {
      guards.pendingDepositCap = true;
    }
  });

  it('with its guard off, a client past every limit is served again', async () => {
    const here = nextAddress();
    await exhaust('verifySponsor', here);
    await exhaust('contact', here);
    expectLimited(await t.app.inject(verify(here)));
    guards.rateLimits = false;
    try {
      expect((await t.app.inject(verify(here))).statusCode).toBe(200);
      expect((await t.app.inject(contact(here))).statusCode).toBe(201);
    } finally {
      guards.rateLimits = true;
    }
  });

  it('RATE_LIMITS=off (load tests on 127.0.0.1) turns the counting off; on is the default', async () => {
    expect(loadConfig({}).rateLimits).toBe(true);
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/);
    const off = await createTestApp({ config: { rateLimits: false } });
    try {
      for (let i = 0; i < 31; i++) {
        expect((await off.app.inject(verify('127.0.0.1'))).statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
  });
});
