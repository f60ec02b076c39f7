import { performance } from 'node:perf_hooks';
import type { Executor } from '../../db/raw';
import type { SessionCache } from './session-cache';
import type { SessionFeed } from './session-feed';
import {
  hashToken,
  LAST_SEEN_EVERY_MINUTES,
  lookupSession,
  touchSession,
  type Principal,
} from './sessions';

const TOUCH_EVERY_MS = LAST_SEEN_EVERY_MINUTES * 60_000;

/** The principal behind a token, from the instance's cache while its feed hears every change. */
export type SessionResolver = {
  /** The live principal: not revoked, not expired, account not blocked (decisions §3). */
  resolve(token: string): Promise<Principal | undefined>;
  /** Whether answers may come from the cache right now. */
  isCaching(): boolean;
  /** See SessionFeed: a request compares these before and after to know whether to settle. */
  changesMade(): number;
  settle(): Promise<void>;
};

/**
 * Without a feed nothing is cached: every call is one round trip, as every guarded request paid
 * before the cache. `now` is the monotonic clock the cache's times are in (tests move it).
 */
export function createSessionResolver(
  db: Executor,
  cache: SessionCache,
  feed: SessionFeed | undefined,
  now: () => number = () => performance.now(),
): SessionResolver {
  const isCaching = () => feed?.isLive() ?? false;

  return {
    isCaching,
    changesMade: () => feed?.changesMade() ?? 0,
    settle: async () => feed?.settle(),

    async resolve(token) {
      const tokenHash = hashToken(token);
      const caching = isCaching();
      if (caching) {
        const hit = cache.get(tokenHash, now());
        if (hit) {
          if (now() >= hit.touchDueAt) {
            // Set before the write, so that requests meanwhile do not write it again.
            hit.touchDueAt = now() + TOUCH_EVERY_MS;
            await touchSession(db, tokenHash);
          }
          return hit.principal;
        }
      }
      const since = cache.version();
      const startedAt = now();
      const found = await lookupSession(db, tokenHash);
      if (!found) return undefined;
      const seenLongAgo = found.seenMsAgo >= TOUCH_EVERY_MS;
      if (seenLongAgo) await touchSession(db, tokenHash);
      // Kept only if the feed heard every change from before the lookup to now.
      if (caching && isCaching()) {
        cache.store(
          since,
          {
            principal: found.principal,
            // The database's remaining time counted from before the lookup: never past expires_at.
            expiresAt: startedAt + found.expiresInMs,
            touchDueAt: seenLongAgo
              ? now() + TOUCH_EVERY_MS
              : startedAt + TOUCH_EVERY_MS - found.seenMsAgo,
          },
          now(),
        );
      }
      return found.principal;
    },
  };
}
