import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_NOT_FOUND, type AccountSession } from '../../../contract/account';
import { queryRows } from '../../db/raw';
import { createTestApp, engine, type TestApp } from '../../test/harness';
import { bearer, login, PASSWORD, register, ROOT_CODE, seedRoot } from '../../test/members';
import { LAST_SEEN_EVERY_MINUTES } from '../auth/sessions';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0';

/**
 * The member's account page (README "Security", sessions): the profile they registered with, their
 * own open sessions and nobody else's, one ended or every other one ended; an ended session is
 * refused at its next request.
 */
describe(`account: profile and sessions (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedRoot(t.database.db);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A sign-in from a browser at an address. */
  async function signIn(sponsorId: string, userAgent: string, remoteAddress: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      payload: { sponsorId, password: PASSWORD },
      headers: { 'user-agent': userAgent },
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  }

  const sessionsOf = async (token: string) => {
    const res = await get('/api/account/sessions', token);
    expect(res.statusCode).toBe(200);
    return res.json<{ sessions: AccountSession[] }>().sessions;
  };

  it('shows the profile the member registered with, and their sponsor', async () => {
    const m = await register(t.app, ROOT_CODE, 'left');
    const res = await get('/api/account/profile', await login(t.app, m.user.mySponsorId));
    expect(res.statusCode).toBe(200);
    const profile = res.json<Record<string, unknown>>();
    expect(profile).toMatchObject({
      name: m.user.name,
      mySponsorId: m.user.mySponsorId,
      sponsor: { mySponsorId: ROOT_CODE },
    });
    expect(profile.email).toMatch(/@/);
    expect(profile.mobileNumber).not.toBe('');
    expect(Date.parse(String(profile.joinedAt))).toBeLessThanOrEqual(Date.now());
  });

  it("lists only the member's own open sessions, with device, address and this device marked", async () => {
    const m = await register(t.app, ROOT_CODE, 'left');
    const other = await register(t.app, ROOT_CODE, 'right');
    const phone = await signIn(m.user.mySponsorId, PHONE, '203.0.113.7');
    await signIn(m.user.mySponsorId, LAPTOP, '198.51.100.9');
    await signIn(other.user.mySponsorId, LAPTOP, '192.0.2.1');
    const ended = await signIn(m.user.mySponsorId, LAPTOP, '198.51.100.10');
    await post('/api/auth/logout', ended);

    const list = await sessionsOf(phone);
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({
      device: 'Chrome on Android',
      userAgent: PHONE,
      address: '203.0.113.7',
    });
    expect(list.find((s) => !s.current)).toMatchObject({
      device: 'Firefox on Windows',
      address: '198.51.100.9',
    });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const body = JSON.stringify(list);
    expect(body).not.toContain(phone);
    expect(body).not.toMatch(/[0-9a-f]{64}/);
  });

  it('ends one session of the member: that session is refused at its next request', async () => {
    const m = await register(t.app, ROOT_CODE, 'left');
    const phone = await signIn(m.user.mySponsorId, PHONE, '203.0.113.7');
    const laptop = await signIn(m.user.mySponsorId, LAPTOP, '198.51.100.9');
    const target = (await sessionsOf(phone)).find((s) => !s.current);
    const res = await post('/api/account/sessions/revoke', phone, { id: target?.id });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/account/profile', laptop)).statusCode).toBe(401);
    expect((await get('/api/account/profile', phone)).statusCode).toBe(200);
    expect((await sessionsOf(phone)).map((s) => s.id)).not.toContain(target?.id);
    // Ending it again: it is not open any more.
    const again = await post('/api/account/sessions/revoke', phone, { id: target?.id });
    expect(again.statusCode).toBe(404);
  });

  it("refuses to end another member's session, which stays open", async () => {
    const m = await register(t.app, ROOT_CODE, 'left');
    const victim = await register(t.app, ROOT_CODE, 'right');
    const attacker = await login(t.app, m.user.mySponsorId);
    const victimToken = await signIn(victim.user.mySponsorId, PHONE, '203.0.113.7');
    const [victimSession] = await sessionsOf(victimToken);
    const res = await post('/api/account/sessions/revoke', attacker, { id: victimSession?.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: SESSION_NOT_FOUND });
    expect((await get('/api/account/profile', victimToken)).statusCode).toBe(200);
    // Nor with "sign out everywhere": that is the caller's own sessions only.
    await post('/api/account/sessions/revoke-others', attacker);
    expect((await get('/api/account/profile', victimToken)).statusCode).toBe(200);
  });

  it('signs out everywhere else and keeps the session that asked', async () => {
    const m = await register(t.app, ROOT_CODE, 'left');
    const phone = await signIn(m.user.mySponsorId, PHONE, '203.0.113.7');
    const laptop = await signIn(m.user.mySponsorId, LAPTOP, '198.51.100.9');
    const tablet = await signIn(m.user.mySponsorId, LAPTOP, '198.51.100.11');
    const res = await post('/api/account/sessions/revoke-others', phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2 });
    expect((await get('/api/account/profile', laptop)).statusCode).toBe(401);
    expect((await get('/api/account/profile', tablet)).statusCode).toBe(401);
    const list = await sessionsOf(phone);
    expect(list).toHaveLength(1);
    expect(list[0]?.current).toBe(true);
  });

  it('names a browser it does not know, capitalised, and keeps its user agent', async () => {
    const m = await register(t.app, ROOT_CODE, 'left');
    const token = await signIn(m.user.mySponsorId, 'curl/8.5.0', '203.0.113.8');
    const [session] = await sessionsOf(token);
    expect(session).toMatchObject({
      device: 'A browser on an unknown system',
      userAgent: 'curl/8.5.0',
      current: true,
    });
  });

  it('rejects a session id that is not a number without ending anything', async () => {
    const m = await register(t.app, ROOT_CODE, 'left');
    const token = await login(t.app, m.user.mySponsorId);
    const res = await post('/api/account/sessions/revoke', token, { id: '1 or 1=1' });
    expect(res.statusCode).toBe(400);
    expect(await sessionsOf(token)).toHaveLength(1);
  });

  it('refreshes last seen when a session comes back after a while, not on every request', async () => {
    const m = await register(t.app, ROOT_CODE, 'left');
    const token = await login(t.app, m.user.mySponsorId);
    const [session] = await sessionsOf(token);
    const lastSeen = async () =>
      (
        await queryRows<{ at: string }>(
          t.database.db,
          sql`select last_seen_at::text as at from sessions where id = ${Number(session?.id)}`,
        )
      )[0]?.at;
    const fresh = await lastSeen();
    await sessionsOf(token);
    expect(await lastSeen()).toBe(fresh);

    // Another session of theirs, last seen a while ago. The instance has not seen it since: its
    // cache keeps nobody longer than a minute (auth/session-cache.ts), a hit's refresh is timed
    // in session-resolver.test.ts.
    const later = await login(t.app, m.user.mySponsorId);
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - make_interval(mins => ${LAST_SEEN_EVERY_MINUTES + 1})
           where kind = 'member' and subject_id = ${Number(m.user._id)} and id <> ${Number(session?.id)}`,
    );
    const listed = (await sessionsOf(later)).find((s) => s.current);
    expect(Date.now() - Date.parse(listed?.lastSeenAt ?? '')).toBeLessThan(60_000);
  });
});
