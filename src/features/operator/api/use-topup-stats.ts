import useSWR from 'swr';
import { topupDashboard } from '@contract/operator';
import { callApi } from '@/lib/api';
import { topupStatsKey, useOperatorId } from './keys';

/** GET /dashboard/topup-dashboard: the operator's business, member counts and float (spec §3). */
export function useTopupStats() {
  return useSWR(topupStatsKey(useOperatorId()), () => callApi(topupDashboard));
}
