import useSWR from 'swr';
import { ranking } from '@contract/earnings';
import { callApi } from '@/lib/api';
import { rankingKey } from './keys';

/** The ranks the member reached, each Claimed or unclaimed. */
export function useRanking(sponsorId: string) {
  return useSWR(rankingKey(sponsorId), ([, mysponsorid]) =>
    callApi(ranking, { body: { mysponsorid } }),
  );
}
