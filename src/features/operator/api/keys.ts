import { catalogue } from '@contract/catalogue';
import { pendingDeposits, topupDashboard, topupWalletHistory } from '@contract/operator';
import { approvedOrders } from '@contract/orders';
import { useSession } from '@/lib/session';

/** The signed-in operator's ID; undefined until the operator session is known. */
export function useOperatorId(): string | undefined {
  const { data } = useSession('operator');
  return data?.role === 'operator' ? data.user._id : undefined;
}

/**
 * An operator read's key: the contract path and the operator, so one operator never sees another's
 * cached figures. Null (no request) until the operator is known.
 */
const operatorRead = (path: string) => (operatorId: string | undefined) =>
  operatorId ? ([path, operatorId] as const) : null;

export const topupStatsKey = operatorRead(topupDashboard.path);
export const walletHistoryKey = operatorRead(topupWalletHistory.path);
export const approvedOrdersKey = operatorRead(approvedOrders.path);
export const pendingDepositsKey = operatorRead(pendingDeposits.path);

/** The package catalogue (the orders feature reads the same key: one cache entry). */
export const catalogueKey = catalogue.path;

/**
 * What an order changes: the float and business figures, the approved orders, the float's history
 * and the queue of deposits waiting.
 */
export const afterOrder = (operatorId: string | undefined) => [
  topupStatsKey(operatorId),
  approvedOrdersKey(operatorId),
  walletHistoryKey(operatorId),
  pendingDepositsKey(operatorId),
];
