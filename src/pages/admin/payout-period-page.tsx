import { useParams } from 'react-router-dom';
import { PayoutPeriod } from '@/features/admin/payouts/payout-period';

/** `/admin/payouts/:periodId`. */
export default function PayoutPeriodPage() {
  const { periodId = '' } = useParams();
  return <PayoutPeriod key={periodId} periodId={periodId} />;
}
