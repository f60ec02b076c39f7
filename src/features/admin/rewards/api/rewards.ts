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
