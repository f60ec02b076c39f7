import useSWR from 'swr';
import { userDashboard } from '@contract/dashboard';
import { callApi } from '@/lib/api';
import { walletBalanceKey } from './keys';

/** The dashboard call, for the wallet balance, the held and paid withdrawals and the minimum. */
export function useWalletBalance(sponsorId: string) {
  const result = useSWR(walletBalanceKey(sponsorId), ([, id]) =>
    callApi(userDashboard, { body: { sponsorId: id } }),
  );
  return {
    ...result,
    balance: result.data?.walletDetails.walletBalance,
    onHold: result.data?.status.withdrawals.onHold,
    paid: result.data?.status.withdrawals.paid,
    minimumWithdrawal: result.data?.minimumWithdrawal,
  };
}
