import useSWR from 'swr';
import { walletOrders } from '@contract/wallet';
import { callApi } from '@/lib/api';

/** The member's withdrawal orders, newest first as the server sends them. */
export function useWithdrawals(sponsorId: string) {
  return useSWR([walletOrders.path, sponsorId] as const, ([, id]) =>
    callApi(walletOrders, { body: { sponsorId: id } }),
  );
}
