import useSWR from 'swr';
import { topupWalletHistory } from '@contract/operator';
import { callApi } from '@/lib/api';
import { walletHistoryKey, useOperatorId } from './keys';

/** GET /topup/wallet-history: each credit to the operator's float. Failures are only logged (spec §8). */
export function useWalletHistory() {
  return useSWR(walletHistoryKey(useOperatorId()), () => callApi(topupWalletHistory), {
    onError: (error: unknown) => console.error('Could not load wallet history', error),
  });
}
