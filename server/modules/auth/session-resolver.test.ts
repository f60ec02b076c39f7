import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/raw';
import { createTestDatabase, engine, type TestDatabase } from '../../test/harness';
import { seedRoot } from '../../test/members';
import { createSessionCache } from './session-cache';
import { sessionFeedOf, type SessionFeed } from './session-feed';
import { createSessionResolver } from './session-resolver';
import {
  createSession,
  hashToken,
  LAST_SEEN_EVERY_MINUTES,
  recordWrite,
  revokeAllSessions,
  revokeTokens,
  touchSession,
} from './sessions';

const MINUTE = 60_000;
const quietLog = { warn: () => undefined, error: () => undefined };

/** A feed that hears nothing: the test says whether the cache may answer. */
function switchedFeed(live: boolean) {
  const feed: SessionFeed & { live: boolean } = {
    live,
    isLive: () => feed.live,
    changesMade: () => 0,
    settle: async () => undefined,
    close: async () => undefined,
  };
  return feed;
}

/**
 * The session lookup behind every guarded request, with the instance's cache in front of it
 * (README "Running on more than one machine", session cache), on a real database.
 */
describe(`session resolver (${engine})`, () => {
  let database: TestDatabase;
  let rootId: number;
  const statements: string[] = [];
  const lookups = () => statements.filter((s) => s.includes('from sessions s')).length;
  const touches = () =>
    statements.filter((s) => /update "sessions" set "last_seen_at"/.test(s)).length;

  beforeAll(async () => {
    database = await createTestDatabase({ onQuery: (query) => statements.push(query) });
    rootId = await seedRoot(database.db);
  });
  afterAll(() => database.drop());

  it('answers from the cache while its feed hears every change: one lookup for many requests', async () => {
    const token = await createSession(database.db, 'member', rootId);
    const resolver = createSessionResolver(database.db, createSessionCache(), switchedFeed(true));
    const before = lookups();
    for (let i = 0; i < 5; i++) {
      expect(await resolver.resolve(token)).toMatchObject({ kind: 'member', id: rootId });
    }
    expect(lookups() - before).toBe(1);
    expect(await resolver.resolve('not a token')).toBeUndefined();
  });

  it('looks every request up while its feed is not live, and keeps nothing from then', async () => {
    const token = await createSession(database.db, 'member', rootId);
    const feed = switchedFeed(false);
    const resolver = createSessionResolver(database.db, createSessionCache(), feed);
    const before = lookups();
    for (let i = 0; i < 3; i++) await resolver.resolve(token);
    expect(lookups() - before).toBe(3);
    feed.live = true;
    await resolver.resolve(token);
    await resolver.resolve(token);
    expect(lookups() - before).toBe(4);
  });

  it("ends a cached session no later than the database's expires_at", async () => {
    const token = await createSession(database.db, 'member', rootId);
    await database.db.execute(
      sql`update sessions set expires_at = now() + interval '2 seconds' where token_hash = ${hashToken(token)}`,
    );
    let clock = 0;
    const resolver = createSessionResolver(
      database.db,
      createSessionCache(),
      switchedFeed(true),
      () => clock,
    );
    const before = lookups();
    await resolver.resolve(token);
    clock = 1_000;
    await resolver.resolve(token);
    expect(lookups() - before).toBe(1);
    // The database counted its 2 s from its own now(), after the lookup began: by 2 s on our
    // clock the cached copy is gone.
    clock = 2_000;
    await resolver.resolve(token);
    expect(lookups() - before).toBe(2);
  });

  it(`writes last seen on a cached session once ${LAST_SEEN_EVERY_MINUTES} minutes have passed, not before`, async () => {
    const token = await createSession(database.db, 'member', rootId);
    let clock = 0;
    const resolver = createSessionResolver(
      database.db,
      createSessionCache({ maxEntries: 10, maxAgeMs: 60 * MINUTE }),
      switchedFeed(true),
      () => clock,
    );
    const seen = async () =>
      (
        await queryRows<{ at: string }>(
          database.db,
          sql`select last_seen_at::text as at from sessions where token_hash = ${hashToken(token)}`,
        )
      )[0]?.at;
    const [lookupsBefore, touchesBefore, first] = [lookups(), touches(), await seen()];
    await resolver.resolve(token);
    clock = LAST_SEEN_EVERY_MINUTES * MINUTE - 1_000;
    await resolver.resolve(token);
    expect(touches() - touchesBefore).toBe(0);
    expect(await seen()).toBe(first);
    clock = LAST_SEEN_EVERY_MINUTES * MINUTE + 1_000;
    await resolver.resolve(token);
    await resolver.resolve(token);
    expect(touches() - touchesBefore).toBe(1);
    expect(await seen()).not.toBe(first);
    expect(lookups() - lookupsBefore).toBe(1);
  });

  describe('with the real feed (migration 0011)', () => {
    let feed: SessionFeed;
    let cache: ReturnType<typeof createSessionCache>;
    let resolver: ReturnType<typeof createSessionResolver>;
    beforeAll(async () => {
      cache = createSessionCache();
      feed = sessionFeedOf(database, database.url)(cache, quietLog);
      resolver = createSessionResolver(database.db, cache, feed);
      await vi.waitFor(() => expect(resolver.isCaching()).toBe(true), { timeout: 20_000 });
    });
    afterAll(() => feed.close());

    /** A fresh session of the root, cached. */
    async function warm() {
      // Notifications of earlier changes still on their way would refuse the lookup's answer.
      await feed.settle();
      const token = await createSession(database.db, 'member', rootId);
      await resolver.resolve(token);
      const before = lookups();
      expect(await resolver.resolve(token)).toBeDefined();
      expect(lookups()).toBe(before);
      return token;
    }

    it('hears a change made on its own connections before the statement returns', async () => {
      const one = await warm();
      await revokeTokens(database.db, [one]);
      expect(await resolver.resolve(one)).toBeUndefined();

      const all = await warm();
      await revokeAllSessions(database.db, 'member', rootId);
      expect(await resolver.resolve(all)).toBeUndefined();

      const blocked = await warm();
      await database.db.execute(
        sql`update members set login_blocked_at = now() where id = ${rootId}`,
      );
      expect(await resolver.resolve(blocked)).toBeUndefined();
      await database.db.execute(
        sql`update members set login_blocked_at = null where id = ${rootId}`,
      );

      const renamed = await warm();
      await database.db.execute(sql`update members set name = 'Root Renamed' where id = ${rootId}`);
      expect(await resolver.resolve(renamed)).toMatchObject({ name: 'Root Renamed' });
    });

    it('is told nothing of writes that leave principals as they are', async () => {
      const token = await warm();
      const before = lookups();
      await touchSession(database.db, hashToken(token));
      await recordWrite(database.db, [token]);
      await database.db.execute(sql`update members set is_active = is_active where id = ${rootId}`);
      await database.db.execute(
        sql`update members set email = 'root2@example.com' where id = ${rootId}`,
      );
      expect(await resolver.resolve(token)).toBeDefined();
      expect(lookups()).toBe(before);
    });
  });
});
