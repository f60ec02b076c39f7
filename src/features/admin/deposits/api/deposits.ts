import {
  approveOrder,
  listOrders,
  orderActionPath,
  rejectOrder,
  type AdminOrder,
} from '@contract/admin';
import type { OrderStatus } from '@contract/money';
import { callApi } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { useKeyset } from '@/lib/use-keyset';

export const DEPOSITS_FAILURE = 'Could not load deposits';

/** GET /api/admin/orders?status=…: the deposits of one status, newest first, keyset pages. */
export function useDeposits(status: OrderStatus) {
  return useKeyset(
    withQuery(listOrders.path, { status }),
    (path) => callApi(listOrders, { path }),
    DEPOSITS_FAILURE,
  );
}

/**
 * A decision on a pending deposit, as the view hands it over; an approval the chain disagrees with
 * (e.g. an underpayment) carries the admin's reason (decisions §13).
 */
export type DepositDecision =
  | { action: 'approve'; order: AdminOrder; reason?: string }
  | { action: 'reject'; order: AdminOrder; reason: string };

/** Names a decision, so a retry of it sends the same Idempotency-Key. */
export const depositActionOf = (decision: DepositDecision) =>
  `${decision.action}:${decision.order.order_no}`;

/** POST …/approve [{reason}] or …/reject {reason}, once per Idempotency-Key. */
export function decideDeposit(decision: DepositDecision, idempotencyKey: string) {
  const path = orderActionPath(decision.order.order_no, decision.action);
  if (decision.action === 'reject') {
    return callApi(rejectOrder, { path, body: { reason: decision.reason }, idempotencyKey });
  }
  const body = decision.reason === undefined ? undefined : { reason: decision.reason };
  return callApi(approveOrder, { path, body, idempotencyKey });
}
