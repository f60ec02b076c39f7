import useSWR from 'swr';
import { weeklyEarnings } from '@contract/earnings';
import { callApi } from '@/lib/api';
import { weeklyEarningsKey } from './keys';

/** The member's weekly payout rows (one per period close). */
export function useWeeklyEarnings(sponsorId: string) {
  return useSWR(weeklyEarningsKey(sponsorId), ([, userId]) =>
    callApi(weeklyEarnings, { body: { userId } }),
  );
}
