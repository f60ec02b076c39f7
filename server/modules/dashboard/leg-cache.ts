/** A member's leg points as the dashboard last summed them, and the stamp they were summed under. */
export type KeptLegs = { stamp: string; left: number; right: number };

/**
 * Members whose legs one instance keeps: about 300 bytes each (the stamp's text, the entry and the
 * map's slot), so some 30 MB at most; the legs summed longest ago make room.
 */
export const KEPT_LEGS_LIMIT = 100_000;

export type LegCache = {
  get(memberId: number): KeptLegs | undefined;
  keep(memberId: number, legs: KeptLegs): void;
};

/**
 * The dashboard's legs by member (decision 0011, "Leg stamps"). Nothing here decides whether they
 * still hold: the dashboard's statement compares the stamp with the tour's in the same snapshot
 * and sums the legs again when they differ, so every instance and every replica answers exactly.
 */
export function createLegCache(limit = KEPT_LEGS_LIMIT): LegCache {
  const kept = new Map<number, KeptLegs>();
  return {
    get: (memberId) => kept.get(memberId),
    keep(memberId, legs) {
      // Deleted first so that the member's legs move to the newest end of the map's order.
      kept.delete(memberId);
      kept.set(memberId, legs);
      if (kept.size > limit) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
    },
  };
}
