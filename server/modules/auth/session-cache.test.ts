import { describe, expect, it } from 'vitest';
import { createSessionCache, type CachedSession } from './session-cache';
import { parseSessionChange } from './session-changes';
import type { Principal } from './sessions';

const member = (id: number, tokenHash = `member-${id}`): Principal => ({
  kind: 'member',
  sponsorCode: `LT${String(id).padStart(7, '0')}`,
  id,
  sessionId: id,
  name: `Member ${id}`,
  tokenHash,
  stage: 'full',
});
const admin = (id: number, tokenHash = `admin-${id}`): Principal => ({
  kind: 'admin',
  email: `admin${id}@example.com`,
  id,
  sessionId: 1000 + id,
  name: `Admin ${id}`,
  tokenHash,
  stage: 'full',
});
const session = (principal: Principal, expiresAt = 1e9): CachedSession => ({
  principal,
  expiresAt,
  touchDueAt: 1e9,
});

describe('session cache', () => {
  it('answers what it was given until the session expires, and not from then on', () => {
    const cache = createSessionCache();
    expect(cache.store(cache.version(), session(member(1), 5_000), 0)).toBe(true);
    expect(cache.get('member-1', 4_999)?.principal).toMatchObject({ id: 1, kind: 'member' });
    expect(cache.get('member-1', 5_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('looks a principal up again after its maximum age, even with nothing changed', () => {
    const cache = createSessionCache({ maxEntries: 10, maxAgeMs: 60_000 });
    cache.store(cache.version(), session(member(1)), 1_000);
    expect(cache.get('member-1', 60_999)).toBeDefined();
    expect(cache.get('member-1', 61_000)).toBeUndefined();
  });

  it('keeps at most its limit, dropping the least recently used first', () => {
    const cache = createSessionCache({ maxEntries: 2, maxAgeMs: 60_000 });
    cache.store(cache.version(), session(member(1)), 0);
    cache.store(cache.version(), session(member(2)), 0);
    cache.get('member-1', 1);
    cache.store(cache.version(), session(member(3)), 2);
    expect(cache.size).toBe(2);
    expect(cache.get('member-2', 3)).toBeUndefined();
    expect(cache.get('member-1', 3)).toBeDefined();
    expect(cache.get('member-3', 3)).toBeDefined();
  });

  it('refuses a lookup that a change overtook: it may have read the row before the change', () => {
    const cache = createSessionCache();
    const since = cache.version();
    cache.apply({ kind: 'member', id: 99 });
    expect(cache.store(since, session(member(1)), 0)).toBe(false);
    expect(cache.get('member-1', 0)).toBeUndefined();
    const after = cache.version();
    cache.flush();
    expect(cache.store(after, session(member(1)), 0)).toBe(false);
  });

  it('drops exactly what a change names', () => {
    const cache = createSessionCache();
    const fill = () => {
      cache.flush();
      for (const principal of [
        member(1, 'a'),
        member(1, 'b'),
        member(2, 'c'),
        admin(1, 'd'),
        admin(2, 'e'),
      ]) {
        cache.store(cache.version(), session(principal), 0);
      }
    };
    const left = () => ['a', 'b', 'c', 'd', 'e'].filter((hash) => cache.get(hash, 1));

    fill();
    cache.apply({ kind: 'session', tokenHash: 'b' });
    expect(left()).toEqual(['a', 'c', 'd', 'e']);
    fill();
    // Member 1 and staff member 1 are different people: ids are per table.
    cache.apply({ kind: 'member', id: 1 });
    expect(left()).toEqual(['c', 'd', 'e']);
    fill();
    cache.apply({ kind: 'staff', id: 1 });
    expect(left()).toEqual(['a', 'b', 'c', 'e']);
    fill();
    cache.apply({ kind: 'all' });
    expect(left()).toEqual([]);
  });

  it('hands out principals nobody can change in place', () => {
    const cache = createSessionCache();
    cache.store(cache.version(), session(member(1)), 0);
    const principal = cache.get('member-1', 1)?.principal;
    expect(Object.isFrozen(principal)).toBe(true);
  });
});

describe('session change announcements', () => {
  it('reads what migration 0011 sends, and anything else as a change to everything', () => {
    expect(parseSessionChange('s:ab12')).toEqual({ kind: 'session', tokenHash: 'ab12' });
    expect(parseSessionChange('m:42')).toEqual({ kind: 'member', id: 42 });
    expect(parseSessionChange('p:7')).toEqual({ kind: 'staff', id: 7 });
    for (const other of ['*', '', undefined, 'm:', 'm:x', 'p:-1', 's:', 'q:1']) {
      expect(parseSessionChange(other)).toEqual({ kind: 'all' });
    }
  });
});
