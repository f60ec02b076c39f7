import { useAdminDashboard } from '@/features/admin/api/dashboard';
import { useDecision } from '@/features/admin/shared/use-decision';
import { useStatusParam } from '@/features/admin/shared/use-status-param';
import { decideDeposit, depositActionOf, useDeposits } from './api/deposits';
import { DepositsView } from './components/deposits-view';

/** `/admin/deposits`: the deposit queue; a decision refreshes the list and the dashboard counts. */
export function Deposits() {
  const [status, setStatus] = useStatusParam(['pending', 'approved', 'canceled'] as const);
  const { list, mutate } = useDeposits(status);
  const { data: dashboard } = useAdminDashboard();
  const { popup, onDecide } = useDecision(
    decideDeposit,
    (decision) => (decision.action === 'approve' ? 'Could not approve' : 'Could not reject'),
    mutate,
    depositActionOf,
  );
  return (
    <>
      <DepositsView
        status={status}
        onStatusChange={setStatus}
        list={list}
        pendingCount={dashboard?.pending.deposits}
        onDecide={onDecide}
      />
      {popup}
    </>
  );
}
