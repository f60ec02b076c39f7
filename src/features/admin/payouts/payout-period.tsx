import { useClosedPeriod, usePeriodSettlements } from './api/payouts';
import { PayoutPeriodView } from './components/payout-period-view';

/** `/admin/payouts/:periodId`: the members a closed period paid. */
export function PayoutPeriod({ periodId }: { periodId: string }) {
  const period = useClosedPeriod(periodId);
  const { list } = usePeriodSettlements(periodId);
  return <PayoutPeriodView periodId={periodId} period={period} list={list} />;
}
