import useSWR from 'swr';
import { weeklyEarnings } from '@contract/earnings';
import { callApi } from '@/lib/api';

/** The member's weekly payout rows (one per period close). */
export function useWeeklyEarnings(sponsorId: string) {
  return useSWR([weeklyEarnings.path, sponsorId] as const, ([, userId]) =>
    callApi(weeklyEarnings, { body: { userId } }),
  );
}
