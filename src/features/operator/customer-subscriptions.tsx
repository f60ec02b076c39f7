import { useApprovedOrders } from './api/use-approved-orders';
import { ApprovedOrdersView } from './components/approved-orders-view';

/** `/topupdashboard/customersubscription`: the approved orders; a failure is only logged (spec §8). */
export function CustomerSubscriptions() {
  const { data, error, isValidating, mutate } = useApprovedOrders();
  const failed = Boolean(error) && !data && !isValidating;
  return (
    <ApprovedOrdersView
      rows={data?.orders}
      loading={!data && !failed}
      failed={failed}
      onRetry={() => void mutate()}
    />
  );
}
