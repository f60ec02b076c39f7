import useSWR from 'swr';
import { userDashboard } from '@contract/dashboard';
import { callApi } from '@/lib/api';
import { memberDashboardKey } from './keys';

export const fetchMemberDashboard = ([, sponsorId]: ReturnType<typeof memberDashboardKey>) =>
  callApi(userDashboard, { body: { sponsorId } });

/** The signed-in member's dashboard (spec §2-§3). */
export function useMemberDashboard(sponsorId: string) {
  return useSWR(memberDashboardKey(sponsorId), fetchMemberDashboard);
}
