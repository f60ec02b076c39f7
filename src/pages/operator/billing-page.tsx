import { Billing } from '@/features/operator/billing';

export default function BillingPage() {
  return <Billing />;
}
