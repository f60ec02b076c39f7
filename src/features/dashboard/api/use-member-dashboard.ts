import useSWR from 'swr';
import { userDashboard } from '@contract/dashboard';
import { callApi } from '@/lib/api';

/** The signed-in member's dashboard (spec §2-§3), keyed by the contract path and their sponsor ID. */
export function useMemberDashboard(sponsorId: string) {
  return useSWR([userDashboard.path, sponsorId] as const, ([, id]) =>
    callApi(userDashboard, { body: { sponsorId: id } }),
  );
}
