import { CustomerSubscriptions } from '@/features/operator/customer-subscriptions';

export default function CustomerSubscriptionPage() {
  return <CustomerSubscriptions />;
}
