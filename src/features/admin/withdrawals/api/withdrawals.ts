import {
  approveWithdrawal,
  listWithdrawals,
  rejectWithdrawal,
  withdrawalActionPath,
  type AdminWithdrawal,
} from '@contract/admin';
import type { OrderStatus } from '@contract/money';
import { callApi } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { useKeyset } from '@/lib/use-keyset';

export const WITHDRAWALS_FAILURE = 'Could not load withdrawals';

/** GET /api/admin/withdrawals?status=…: withdrawal requests of one status, keyset pages. */
export function useWithdrawalQueue(status: OrderStatus) {
  return useKeyset(
    withQuery(listWithdrawals.path, { status }),
    (path) => callApi(listWithdrawals, { path }),
    WITHDRAWALS_FAILURE,
  );
}

/**
 * A decision on a pending withdrawal: paid with a transaction hash, or rejected with a reason. A
 * payout the chain does not find as recorded is approved with the admin's reason (decisions §13).
 */
export type WithdrawalDecision =
  | { action: 'approve'; withdrawal: AdminWithdrawal; txHash: string; reason?: string }
  | { action: 'reject'; withdrawal: AdminWithdrawal; reason: string };

/** Names a decision, so a retry of it sends the same Idempotency-Key. */
export const withdrawalActionOf = (decision: WithdrawalDecision) =>
  `${decision.action}:${decision.withdrawal.order_no}`;

/** POST …/approve {txHash, reason?} or …/reject {reason}, once per Idempotency-Key. */
export function decideWithdrawal(decision: WithdrawalDecision, idempotencyKey: string) {
  const path = withdrawalActionPath(decision.withdrawal.order_no, decision.action);
  return decision.action === 'approve'
    ? callApi(approveWithdrawal, {
        path,
        body: {
          txHash: decision.txHash,
          ...(decision.reason === undefined ? {} : { reason: decision.reason }),
        },
        idempotencyKey,
      })
    : callApi(rejectWithdrawal, { path, body: { reason: decision.reason }, idempotencyKey });
}
