import useSWR from 'swr';
import { walletOrders } from '@contract/wallet';
import { callApi } from '@/lib/api';
import { withdrawalsKey } from './keys';

/** The member's withdrawal orders, newest first as the server sends them. */
export function useWithdrawals(sponsorId: string) {
  return useSWR(withdrawalsKey(sponsorId), ([, id]) =>
    callApi(walletOrders, { body: { sponsorId: id } }),
  );
}
