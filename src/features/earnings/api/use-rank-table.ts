import useSWR from 'swr';
import { rankTable } from '@contract/catalogue';
import { callApi } from '@/lib/api';

/** The 15 ranks of spec §3 with their step, cumulative points and reward (the same for everyone). */
export function useRankTable() {
  return useSWR(rankTable.path, async () => (await callApi(rankTable)).ranks, {
    revalidateOnFocus: false,
  });
}
