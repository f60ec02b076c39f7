import type { SessionChange } from './session-changes';
import type { Principal } from './sessions';

/** The session cache's limits, the one place they are set (README "Running on more than one machine"). */
export const SESSION_CACHE_LIMITS = {
  /** Principals kept per instance; past this the least recently used goes. */
  maxEntries: 10_000,
  /**
   * A safety net: a principal is looked up again after this long even though every change to it
   * is announced (migration 0011).
   */
  maxAgeMs: 60_000,
};
export type SessionCacheLimits = typeof SESSION_CACHE_LIMITS;

/** Times are the process's monotonic clock (performance.now()). */
export type CachedSession = {
  principal: Principal;
  /** Never later than the session's expires_at: the database's remaining time from the lookup's start. */
  expiresAt: number;
  /** When last_seen_at is next due a write (sessions.ts, LAST_SEEN_EVERY_MINUTES). */
  touchDueAt: number;
};

type Entry = CachedSession & { storedAt: number };

const concerns = (change: SessionChange, principal: Principal) => {
  switch (change.kind) {
    case 'session':
      return principal.tokenHash === change.tokenHash;
    case 'member':
      return principal.kind === 'member' && principal.id === change.id;
    case 'staff':
      return principal.kind !== 'member' && principal.id === change.id;
    case 'all':
      return true;
  }
};

/**
 * Resolved principals by token hash, bounded, least recently used first out. Knows nothing of the
 * database: session-resolver.ts fills it, a session feed empties it.
 */
export function createSessionCache(limits: SessionCacheLimits = SESSION_CACHE_LIMITS) {
  // Map keeps insertion order: a hit moves its entry to the end, so the first is the coldest.
  const entries = new Map<string, Entry>();
  /** Counts changes heard; a lookup that started before one may have read what it changed. */
  let version = 0;

  return {
    /** Take before a lookup and hand to `store`, which then refuses answers a change overtook. */
    version: () => version,

    get(tokenHash: string, now: number): CachedSession | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now >= entry.expiresAt || now - entry.storedAt >= limits.maxAgeMs) {
        entries.delete(tokenHash);
        return undefined;
      }
      entries.delete(tokenHash);
      entries.set(tokenHash, entry);
      return entry;
    },

    /** Keeps a lookup's answer unless a change was heard since `since` (from `version()`). */
    store(since: number, session: CachedSession, now: number): boolean {
      if (since !== version) return false;
      const tokenHash = session.principal.tokenHash;
      entries.delete(tokenHash);
      entries.set(tokenHash, {
        ...session,
        principal: Object.freeze(session.principal),
        storedAt: now,
      });
      for (const coldest of entries.keys()) {
        if (entries.size <= limits.maxEntries) break;
        entries.delete(coldest);
      }
      return true;
    },

    apply(change: SessionChange) {
      version++;
      if (change.kind === 'session') entries.delete(change.tokenHash);
      else if (change.kind === 'all') entries.clear();
      else
        for (const [key, entry] of entries)
          if (concerns(change, entry.principal)) entries.delete(key);
    },

    flush() {
      version++;
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
