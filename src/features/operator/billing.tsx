import { messageOf } from '@/lib/api';
import { useRefresh } from '@/lib/use-action';
import { findMemberName } from './api/find-member';
import { afterOrder, useOperatorId } from './api/keys';
import {
  approveWithOrderNo,
  sellOffline,
  type OfflineOrder,
  type OrderWithNumber,
} from './api/submit-order';
import { useCatalogue } from './api/use-catalogue';
import { usePendingDeposits } from './api/use-pending-deposits';
import { useTopupStats } from './api/use-topup-stats';
import { BillingView, PACKAGES_FAILURE } from './components/billing-view';

/** `/topupdashboard/billing`: point-of-sale order entry against the catalogue and the float. */
export function Billing() {
  const packages = useCatalogue();
  const stats = useTopupStats();
  const deposits = usePendingDeposits();
  const depositsFailed = Boolean(deposits.error) && !deposits.data && !deposits.isValidating;
  const operatorId = useOperatorId();
  const refresh = useRefresh();
  const packagesFailed = Boolean(packages.error) && !packages.data && !packages.isValidating;

  // The view runs the order as its action; what the order changed is read again once it succeeded.
  const refreshingAfter = async <T,>(order: Promise<T>) => {
    const result = await order;
    refresh(afterOrder(operatorId));
    return result;
  };

  return (
    <BillingView
      packages={packages.data?.packages}
      packagesLoading={!packages.data && !packagesFailed}
      packagesError={packagesFailed ? messageOf(packages.error, PACKAGES_FAILURE) : undefined}
      onRetryPackages={() => void packages.mutate()}
      floatBalance={stats.data?.available_Balance}
      floatLoading={!stats.data && stats.isLoading}
      onFindMember={findMemberName}
      onSubmitWithOrderNo={(order: OrderWithNumber) => refreshingAfter(approveWithOrderNo(order))}
      onSubmitOffline={(order: OfflineOrder) => refreshingAfter(sellOffline(order))}
      deposits={deposits.data?.items}
      depositsLoading={!deposits.data && !depositsFailed}
      depositsFailed={depositsFailed}
      onRetryDeposits={() => void deposits.mutate()}
    />
  );
}
