import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withGuardOff } from '../test/guard-switch';
import { createTestApp, engine, type TestApp } from '../test/harness';
import { bearer, login, PASSWORD, register, ROOT_CODE, seedRoot } from '../test/members';
import { ADMIN_EMAIL, ADMIN_TOTP_SECRET, STAFF_PASSWORD, seedAdmin, totpCode } from '../test/staff';

/**
 * An outside audit's attacks on the secret checks, replayed (README "Security"). Each attack also
 * runs with its guard switched off (guards.ts), on a fresh app, to show the test would catch it.
 */

async function freshApp(): Promise<TestApp> {
  const t = await createTestApp();
  await seedRoot(t.database.db);
  await seedAdmin(t.database.db);
  return t;
}

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe(`attacks on the secret checks (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await freshApp();
  });
  afterAll(() => t.close());

  /** 40 wrong passwords at the withdrawal, then 40 at the password change, from one session. */
  async function guessWithSession(app: TestApp) {
    const m = await register(app.app, ROOT_CODE, 'left');
    const token = await login(app.app, m.user.mySponsorId);
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/user/withdrawal-request',
        headers: bearer(token),
        payload: {
          sponsorId: m.user.mySponsorId,
          amount: 10,
          password: `guess-${i}`,
          uniqueKey: m.uniqueKey,
        },
      });
      codes.push(res.statusCode);
    }
    for (let i = 0; i < 40; i++) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword: `guess-${i}`, newPassword: 'a-new-password-1' },
      });
      codes.push(res.statusCode);
    }
    return codes;
  }

  it('throttles a session holder guessing the account password on every route', async () => {
    const codes = await guessWithSession(t);
    expect(count(codes, 401)).toBe(5);
    expect(count(codes, 429)).toBe(75);
  });

  it('shows the session-holder test can fail: without the guard, 80 guesses are evaluated', async () => {
    const codes = await withGuardOff('throttleEverySecret', () => guessWithSession(t));
    expect(count(codes, 401)).toBe(80);
  });

  /** Five wrong admin passwords from 127.0.0.6, then the right one from 127.0.0.7. */
  async function adminLockout(app: TestApp) {
    const attempt = async (password: string, remoteAddress: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: ADMIN_EMAIL, password, code: await totpCode(ADMIN_TOTP_SECRET) },
        remoteAddress,
      });
    const wrong: number[] = [];
    for (let i = 0; i < 8; i++)
      wrong.push((await attempt('wrong-password', '127.0.0.6')).statusCode);
    return { wrong, owner: (await attempt(STAFF_PASSWORD, '127.0.0.7')).statusCode };
  }

  it('never lets an attacker at one address lock the owner out at another', async () => {
    const app = await freshApp();
    try {
      const { wrong, owner } = await adminLockout(app);
      expect(wrong).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      expect(owner).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('shows the lock-out test can fail: with one account-wide lock, the owner is locked out', async () => {
    const app = await freshApp();
    try {
      const { owner } = await withGuardOff('accountLockPerAddress', () => adminLockout(app));
      expect(owner).toBe(429);
    } finally {
      await app.close();
    }
  });

  /** 30 wrong passwords on one ID at once, and 20 wrong unique keys at once. */
  async function parallelGuesses(app: TestApp) {
    const m = await register(app.app, ROOT_CODE, 'right');
    const code = m.user.mySponsorId;
    const logins = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login-user',
          payload: { sponsorId: code, password: `wrong-${i}` },
          remoteAddress: '10.3.3.3',
        }),
      ),
    );
    // The keys of another member, so the password guesses above do not slow these down.
    const k = await register(app.app, ROOT_CODE, 'left');
    const keyToken = await login(app.app, k.user.mySponsorId);
    const keys = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.app.inject({
          method: 'POST',
          url: '/user/withdrawal-request',
          headers: bearer(keyToken),
          remoteAddress: `10.4.4.${i}`,
          payload: {
            sponsorId: k.user.mySponsorId,
            amount: 10,
            password: PASSWORD,
            uniqueKey: `WRONG-KEY-${i}`,
          },
        }),
      ),
    );
    const keyFailures = keys.filter((r) => /unique key is not correct/.test(r.body)).length;
    return {
      passwordEvaluations: count(
        logins.map((r) => r.statusCode),
        401,
      ),
      keyFailures,
    };
  }

  it('counts attempts before verifying: parallel guesses never evaluate more than the limit', async () => {
    const app = await freshApp();
    try {
      const { passwordEvaluations, keyFailures } = await parallelGuesses(app);
      expect(passwordEvaluations).toBe(5);
      expect(keyFailures).toBe(5);
    } finally {
      await app.close();
    }
  });

  it('shows the parallel test can fail: verifying before counting evaluates them all', async () => {
    const app = await freshApp();
    try {
      const { passwordEvaluations, keyFailures } = await withGuardOff('countBeforeVerify', () =>
        parallelGuesses(app),
      );
      expect(passwordEvaluations).toBeGreaterThan(5);
      expect(keyFailures).toBeGreaterThan(5);
    } finally {
      await app.close();
    }
  });

  /** A downline registration under someone else, sent with a token that is no session. */
  async function registerWithGarbageToken(app: TestApp) {
    const sponsor = await register(app.app, ROOT_CODE, 'left');
    return app.app.inject({
      method: 'POST',
      url: '/api/auth/register-user-left',
      headers: bearer('garbage-token'),
      payload: {
        sponsorId: sponsor.user.mySponsorId,
        name: 'Someone',
        mobileNumber: '+91 98765 43210',
        email: 'someone@example.com',
        password: 'a-password-1',
      },
    });
  }

  it('answers 401 to credentials that are not valid, never a public signup', async () => {
    const res = await registerWithGarbageToken(t);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/log in again/);
  });

  it('shows the credentials test can fail: without the guard, it registers as a public signup', async () => {
    const res = await withGuardOff('refuseInvalidCredentials', () => registerWithGarbageToken(t));
    expect(res.statusCode).toBe(201);
  });
});
