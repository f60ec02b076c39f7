import useSWR from 'swr';
import { orderHistory } from '@contract/orders';
import { callApi } from '@/lib/api';
import { orderHistoryKey } from './keys';

/** The signed-in member's orders, newest first as the server lists them. */
export function useOrderHistory(mySponsorId: string) {
  return useSWR(orderHistoryKey(mySponsorId), ([, id]) =>
    callApi(orderHistory, { body: { mySponsorId: id } }),
  );
}
