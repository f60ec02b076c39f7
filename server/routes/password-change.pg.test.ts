import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guards } from '../services/guards';
import { createTestApp, type TestApp } from '../test/harness';
import { bearer, login, register, ROOT_CODE, seedRoot } from '../test/members';

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

  async function changeTwiceAtOnce() {
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
    return (await Promise.all([send('first-new-password'), send('second-new-password')])).sort();
  }

  it('lets one of two simultaneous changes through and refuses the other', async () => {
    expect(await changeTwiceAtOnce()).toEqual([200, 401]);
  });

  it('shows the test can fail: without the row lock both answer success', async () => {
    guards.passwordChangeLock = false;
    try {
      expect(await changeTwiceAtOnce()).toEqual([200, 200]);
    } finally {
      guards.passwordChangeLock = true;
    }
  });
});
