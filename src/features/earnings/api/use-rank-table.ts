import useSWR from 'swr';
import { rankTable } from '@contract/catalogue';
import { callApi } from '@/lib/api';
import { rankTableKey } from './keys';

/** The 15 ranks of spec §3 with their step, cumulative points and reward (the same for everyone). */
export function useRankTable() {
  return useSWR(rankTableKey, async () => (await callApi(rankTable)).ranks, {
    revalidateOnFocus: false,
  });
}
