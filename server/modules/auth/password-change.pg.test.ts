import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guards } from '../../shared/guards';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, login, register, ROOT_CODE, seedRoot } from '../../test/members';

/**
 * Two password changes at the same moment over real parallel PostgreSQL connections: the check
 * and the write happen under the member's row lock, so one succeeds and the other is refused
 * (README "Security"). Without the lock (guards.ts) both answer success.
 */
describe('simultaneous password changes (postgres)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedRoot(t.database.db);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** Several changes of one member's password sent at once; answers their statuses. */
  async function changeAtOnce(times: number) {
    const m = await register(t.app, ROOT_CODE, 'left');
    const token = await login(t.app, m.user.mySponsorId);
    const start = new Promise<void>((go) => setTimeout(go, 50));
    const send = async (newPassword: string) => {
      await start;
      const res = await fetch(`${url}/api/auth/change-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(token) },
        body: JSON.stringify({ currentPassword: 'member-password-1', newPassword }),
      });
      return res.status;
    };
    return Promise.all(Array.from({ length: times }, (_, i) => send(`new-password-${i}`)));
  }

  const successes = (statuses: number[]) => statuses.filter((s) => s === 200).length;

  it('lets one of simultaneous changes through and refuses the others', async () => {
    const statuses = await changeAtOnce(6);
    expect(successes(statuses)).toBe(1);
    // The others: the current password is no longer right (401), or past the five attempts one
    // address may have at once, the throttle (429).
    expect(statuses.filter((s) => s === 401 || s === 429)).toHaveLength(5);
    expect(statuses).toContain(401);
  });

  it('shows the test can fail: without the row lock more than one answers success', async () => {
    guards.passwordChangeLock = false;
    try {
      // Whether two unlocked changes overlap depends on timing: up to five rounds of six.
      let most = 0;
      for (let round = 0; round < 5 && most < 2; round++) {
        most = Math.max(most, successes(await changeAtOnce(6)));
      }
      expect(most).toBeGreaterThan(1);
    } finally {
      guards.passwordChangeLock = true;
    }
  });
});
