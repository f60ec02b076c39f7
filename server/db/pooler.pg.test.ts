import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, POOLER_NEEDS_DIRECT_URL } from '../config';
import { openDatabase } from './client';
import { createTestApp, createTestDatabase, type TestApp } from '../test/harness';
import { bearer, login, register, ROOT_CODE, seedRoot } from '../test/members';
import { startPgbouncer, type Pgbouncer } from '../test/pgbouncer';

/**
 * The server behind Debian's PgBouncer in transaction mode (README "Running on more than one
 * machine"): every request that runs a statement the server keeps prepared (the session lookup,
 * the dashboard, the tree's legs) answers, many at once. With the pooler setting off, the same
 * requests fail: named statements do not survive the pooler handing out server connections.
 */
describe('through a transaction-mode pooler (postgres)', () => {
  let bouncer: Pgbouncer;
  let directUrl: string;
  let closeDirect: () => Promise<void>;
  beforeAll(async () => {
    const direct = await createTestDatabase();
    if (!direct.url) throw new Error('needs TEST_DATABASE_URL');
    directUrl = direct.url;
    closeDirect = direct.drop;
    await seedRoot(direct.db);
    bouncer = await startPgbouncer(directUrl);
  });
  afterAll(async () => {
    await bouncer?.stop();
    await closeDirect?.();
  });

  async function pooledApp(pooler: boolean): Promise<TestApp> {
    const handle = await openDatabase({
      kind: 'postgres',
      url: bouncer.through(directUrl),
      poolSize: 20,
      pooler,
      onError: () => undefined,
    });
    // The session listener goes to the server itself, as DATABASE_DIRECT_URL makes it in production.
    return createTestApp({ database: { ...handle, url: directUrl, drop: () => handle.close() } });
  }

  /** 400 dashboards and 200 extreme-left lookups at once; answers the statuses seen. */
  async function readsAtOnce(t: TestApp) {
    const { user } = await register(t.app, ROOT_CODE, 'left');
    await register(t.app, user.mySponsorId, 'left');
    const token = await login(t.app, user.mySponsorId);
    const dashboard = () =>
      t.app.inject({
        method: 'POST',
        url: '/dashboard/user-dashboard',
        headers: bearer(token),
        payload: { sponsorId: user.mySponsorId },
      });
    const extremeLeft = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/extremeLeft',
        headers: bearer(token),
        payload: { sponsorId: user.mySponsorId },
      });
    const answers = await Promise.all([
      ...Array.from({ length: 400 }, dashboard),
      ...Array.from({ length: 200 }, extremeLeft),
    ]);
    return answers.map((a) => a.statusCode);
  }

  it('answers 400 dashboards and 200 extreme-left lookups at once, none with a 500', async () => {
    const t = await pooledApp(true);
    try {
      const statuses = await readsAtOnce(t);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('shows the test can fail: with named statements through the pooler, requests answer 500', async () => {
    const t = await pooledApp(false);
    try {
      const statuses = await readsAtOnce(t);
      expect(statuses.filter((s) => s === 500).length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('takes DATABASE_URL for a pooler on port 6432 or with ?pgbouncer=true, and then needs DATABASE_DIRECT_URL', () => {
    const direct = 'postgres://app@db.internal:5432/lte';
    expect(loadConfig({ DATABASE_URL: direct }).databasePooler).toBe(false);
    const env = (url: string, more: Record<string, string> = {}) => ({
      DATABASE_URL: url,
      DATABASE_DIRECT_URL: direct,
      ...more,
    });
    expect(loadConfig(env('postgres://app@pool.internal:6432/lte')).databasePooler).toBe(true);
    const flagged = loadConfig(env('postgres://app@pool.internal:7000/lte?pgbouncer=true'));
    expect(flagged).toMatchObject({
      databasePooler: true,
      databaseUrl: 'postgres://app@pool.internal:7000/lte',
    });
    expect(loadConfig(env(direct, { DATABASE_POOLER: 'transaction' })).databasePooler).toBe(true);
    expect(
      loadConfig(env('postgres://app@pool.internal:6432/lte', { DATABASE_POOLER: 'none' }))
        .databasePooler,
    ).toBe(false);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@pool.internal:6432/lte' })).toThrow(
      POOLER_NEEDS_DIRECT_URL,
    );
  });
});
