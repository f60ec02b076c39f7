import useSWR from 'swr';
import { approvedOrders } from '@contract/orders';
import { callApi } from '@/lib/api';
import { approvedOrdersKey, useOperatorId } from './keys';

/** GET /order/approved-orders. Spec §8: a failure is only logged; the screen stays calm. */
export function useApprovedOrders() {
  return useSWR(approvedOrdersKey(useOperatorId()), () => callApi(approvedOrders), {
    onError: (error: unknown) => console.error('Could not load approved orders', error),
  });
}
