import { useMember } from '@/lib/session';
import { useOrderHistory } from './api/use-order-history';
import { MyOrdersView, ORDERS_FAILURE } from './components/my-orders-view';

/** `/userdashboard/reports`: the signed-in member's orders (spec §2, §8). */
export function MyOrders() {
  const member = useMember();
  const { data, error, isValidating, mutate } = useOrderHistory(member.mySponsorId);
  const failed = Boolean(error) && !data && !isValidating;
  return (
    <MyOrdersView
      rows={data?.orders}
      loading={!data && !failed}
      error={failed ? ORDERS_FAILURE : undefined}
      onRetry={() => void mutate()}
    />
  );
}
