import useSWR from 'swr';
import { scholarshipRewards } from '@contract/earnings';
import { callApi } from '@/lib/api';
import { scholarshipRewardsKey } from './keys';

/** The member's scholarship payments: the first entry's `rewards` list, as the original read it. */
export function useScholarshipRewards(sponsorId: string) {
  return useSWR(scholarshipRewardsKey(sponsorId), async (path: string) => {
    const { rewards } = await callApi(scholarshipRewards, { path });
    return rewards[0]?.rewards ?? [];
  });
}
