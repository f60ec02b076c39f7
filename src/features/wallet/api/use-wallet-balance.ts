import useSWR from 'swr';
import { userDashboard } from '@contract/dashboard';
import { callApi } from '@/lib/api';

/**
 * The dashboard call, for the wallet balance (and the minimum withdrawal); keyed like every other
 * reader of the dashboard, so they share one cache entry.
 */
export function useWalletBalance(sponsorId: string) {
  const result = useSWR([userDashboard.path, sponsorId] as const, ([, id]) =>
    callApi(userDashboard, { body: { sponsorId: id } }),
  );
  return {
    ...result,
    balance: result.data?.walletDetails.walletBalance,
    minimumWithdrawal: result.data?.minimumWithdrawal,
  };
}
