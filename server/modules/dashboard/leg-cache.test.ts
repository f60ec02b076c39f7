import { describe, expect, it } from 'vitest';
import { createLegCache } from './leg-cache';

describe("the dashboard's kept legs", () => {
  const legs = (stamp: string, left: number) => ({ stamp, left, right: left + 1 });

  it('answers the legs last kept for a member, and nothing for one never kept', () => {
    const cache = createLegCache(3);
    cache.keep(1, legs('a', 10));
    cache.keep(1, legs('b', 20));
    expect(cache.get(1)).toEqual(legs('b', 20));
    expect(cache.get(2)).toBeUndefined();
  });

  it('holds at most its limit, dropping the legs summed longest ago', () => {
    const cache = createLegCache(3);
    for (const id of [1, 2, 3]) cache.keep(id, legs(`s${id}`, id));
    // Summed again: member 1's legs are now the newest.
    cache.keep(1, legs('s1b', 11));
    cache.keep(4, legs('s4', 4));
    expect(cache.get(2)).toBeUndefined();
    expect([1, 3, 4].map((id) => cache.get(id)?.stamp)).toEqual(['s1b', 's3', 's4']);
  });
});
