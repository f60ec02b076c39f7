import { Payouts } from '@/features/admin/payouts/payouts';

export default function PayoutsPage() {
  return <Payouts />;
}
