import { claimReward, claimRewardPath, listRewards, type RankReward } from '@contract/admin';
import { callApi } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { useKeyset } from '@/lib/use-keyset';

export const REWARDS_FAILURE = 'Could not load rank rewards';

export type RewardStatus = RankReward['status'];

/** GET /api/admin/rewards?status=…: achieved ranks, unclaimed or Claimed. */
export function useRankRewards(status: RewardStatus) {
  return useKeyset(
    withQuery(listRewards.path, { status }),
    (path) => callApi(listRewards, { path }),
    REWARDS_FAILURE,
  );
}

/** POST /api/admin/rewards/{sponsorId}/{rankName}/claim: the reward was handed over. */
export function markClaimed(reward: RankReward) {
  return callApi(claimReward, {
    path: claimRewardPath(reward.member.mySponsorId, reward.rankName),
  });
}

/**
 * Whether any reward was claimed yet, asked only while `ask` (an empty Unclaimed list): undefined
 * until known.
 */
export function useAnyClaimed(ask: boolean): boolean | undefined {
  const { list } = useKeyset(
    ask ? withQuery(listRewards.path, { status: 'Claimed' }) : null,
    (path) => callApi(listRewards, { path }),
    REWARDS_FAILURE,
    1,
  );
  if (!ask) return undefined;
  // A failed check says nothing either way: the neutral wording stands.
  return list.error ? false : list.rows && list.rows.length > 0;
}
