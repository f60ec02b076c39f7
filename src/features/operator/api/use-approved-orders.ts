import useSWR from 'swr';
import { approvedOrders } from '@contract/orders';
import { callApi } from '@/lib/api';
import { useOperatorKey } from './operator-key';

/** GET /order/approved-orders. Spec §8: a failure is only logged; the screen stays calm. */
export function useApprovedOrders() {
  return useSWR(useOperatorKey(approvedOrders.path), () => callApi(approvedOrders), {
    onError: (error: unknown) => console.error('Could not load approved orders', error),
  });
}
