import useSWR from 'swr';
import { userDashboard } from '@contract/dashboard';
import { callApi } from '@/lib/api';
import { walletBalanceKey } from './keys';

/** The dashboard call, for the wallet balance (and the minimum withdrawal). */
export function useWalletBalance(sponsorId: string) {
  const result = useSWR(walletBalanceKey(sponsorId), ([, id]) =>
    callApi(userDashboard, { body: { sponsorId: id } }),
  );
  return {
    ...result,
    balance: result.data?.walletDetails.walletBalance,
    minimumWithdrawal: result.data?.minimumWithdrawal,
  };
}
