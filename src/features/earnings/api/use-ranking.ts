import useSWR from 'swr';
import { ranking } from '@contract/earnings';
import { callApi } from '@/lib/api';

/** The ranks the member reached, each Claimed or unclaimed. */
export function useRanking(sponsorId: string) {
  return useSWR([ranking.path, sponsorId] as const, ([, mysponsorid]) =>
    callApi(ranking, { body: { mysponsorid } }),
  );
}
