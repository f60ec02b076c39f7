import { updateOrderStatus, updateOrderStatusWithoutOrderNo } from '@contract/orders';
import { callApi } from '@/lib/api';

/** A member's pending deposit, approved by its order number (spec §7 `update-status`). */
export type OrderWithNumber = {
  mySponsorId: string;
  order_no: string;
  package_name: string;
  order_price: number;
};

/** An offline sale paid from the operator's float (spec §7 `update-status-without-orderno`). */
export type OfflineOrder = { mySponsorId: string; package_name: string; order_price: number };

export type OrderResult = Awaited<ReturnType<typeof approveWithOrderNo>>;

export function approveWithOrderNo(body: OrderWithNumber) {
  return callApi(updateOrderStatus, { body });
}

export function sellOffline(body: OfflineOrder) {
  return callApi(updateOrderStatusWithoutOrderNo, { body });
}
