import { useAdminDashboard } from '@/features/admin/api/dashboard';
import { useDecision } from '@/features/admin/shared/use-decision';
import { useStatusParam } from '@/features/admin/shared/use-status-param';
import { decideKyc, useKycQueue } from './api/kyc';
import { KycView } from './components/kyc-view';

/** `/admin/kyc`: the KYC queue; a decision refreshes the list and the dashboard counts. */
export function Kyc() {
  const [status, setStatus] = useStatusParam(['pending', 'verified', 'rejected'] as const);
  const { list, mutate } = useKycQueue(status);
  const { data: dashboard } = useAdminDashboard();
  const { popup, onDecide } = useDecision(
    decideKyc,
    (decision) => (decision.action === 'verify' ? 'Could not verify' : 'Could not reject'),
    mutate,
  );
  return (
    <>
      <KycView
        status={status}
        onStatusChange={setStatus}
        list={list}
        pendingCount={dashboard?.pending.kyc}
        onDecide={onDecide}
      />
      {popup}
    </>
  );
}
