import useSWR, { useSWRConfig } from 'swr';
import { orderHistory } from '@contract/orders';
import { callApi } from '@/lib/api';

/** The signed-in member's orders, newest first as the server lists them. */
export function useOrderHistory(mySponsorId: string) {
  return useSWR([orderHistory.path, mySponsorId] as const, ([, id]) =>
    callApi(orderHistory, { body: { mySponsorId: id } }),
  );
}

function isOrderHistoryKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === orderHistory.path;
}

/** After a new order: the My Orders table reads the history from the server again. */
export function useRefreshOrderHistory() {
  const { mutate } = useSWRConfig();
  return () => mutate(isOrderHistoryKey);
}
