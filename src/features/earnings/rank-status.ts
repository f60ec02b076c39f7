/** A rank's status as the member sees it (spec §4), shown verbatim. */
export type RankStatus = 'Claimed' | 'unclaimed' | 'Not Achieved';

/** A reached rank from `/user/ranking`: `name` is the spec's (`rank_name` is the original client's). */
export type RankingDetail = { name: string; status: string };

const keyOf = (name: string) => name.trim().toLowerCase();

/**
 * The status shown for each rank (spec §4): Claimed, unclaimed, otherwise 'Not Achieved'. When the
 * server lists a rank twice, its first occurrence wins.
 */
export function rankStatuses(details: readonly RankingDetail[]): (rankName: string) => RankStatus {
  const byName = new Map<string, RankStatus>();
  for (const { name, status } of details) {
    const key = keyOf(name);
    if (byName.has(key)) continue;
    byName.set(key, status === 'Claimed' || status === 'unclaimed' ? status : 'Not Achieved');
  }
  return (rankName) => byName.get(keyOf(rankName)) ?? 'Not Achieved';
}
