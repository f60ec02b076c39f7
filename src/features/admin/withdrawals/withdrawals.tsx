import { useAdminDashboard } from '@/features/admin/api/dashboard';
import { useDecision } from '@/features/admin/shared/use-decision';
import { useStatusParam } from '@/features/admin/shared/use-status-param';
import { decideWithdrawal, useWithdrawalQueue, withdrawalActionOf } from './api/withdrawals';
import { WithdrawalsView } from './components/withdrawals-view';

/** `/admin/withdrawals`: the withdrawal queue; a decision refreshes it and the dashboard counts. */
export function Withdrawals() {
  const [status, setStatus] = useStatusParam(['pending', 'approved', 'canceled'] as const);
  const { list, mutate } = useWithdrawalQueue(status);
  const { data: dashboard } = useAdminDashboard();
  const { popup, onDecide } = useDecision(
    decideWithdrawal,
    (decision) => (decision.action === 'approve' ? 'Could not approve' : 'Could not reject'),
    mutate,
    withdrawalActionOf,
  );
  return (
    <>
      <WithdrawalsView
        status={status}
        onStatusChange={setStatus}
        list={list}
        pendingCount={dashboard?.pending.withdrawals}
        onDecide={onDecide}
      />
      {popup}
    </>
  );
}
