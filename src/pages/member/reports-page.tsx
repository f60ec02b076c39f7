import { MyOrders } from '@/features/orders/my-orders';

export default function ReportsPage() {
  return <MyOrders />;
}
