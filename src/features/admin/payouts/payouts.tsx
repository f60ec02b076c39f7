import { formatDate, formatMoney, formatPoints } from '@/ui/lib/format';
import { useAction, useRefresh } from '@/lib/use-action';
import { adminDashboardKey } from '@/features/admin/api/dashboard';
import { useIdempotencyKeys } from '@/features/admin/shared/idempotency';
import { useFailurePopup } from '@/features/admin/shared/use-failure-popup';
import {
  closePeriod,
  payScholarships,
  useClosedPeriods,
  usePayoutPreview,
  useScholarshipRuns,
} from './api/payouts';
import { formatMonth, PayoutsView } from './components/payouts-view';

/** `/admin/payouts`: preview and close the open period; pay the month's scholarships. */
export function Payouts() {
  const preview = usePayoutPreview();
  const periods = useClosedPeriods();
  const scholarships = useScholarshipRuns();
  const refreshKeys = useRefresh();
  const { popup, show, outcomeOf } = useFailurePopup();
  const closing = useAction(closePeriod);
  const paying = useAction(payScholarships);
  const keys = useIdempotencyKeys();

  async function onClosePeriod() {
    // The period the page shows (the button is disabled until it loaded).
    const periodId = preview.summary?.period.id;
    if (periodId === undefined) return 'failed' as const;
    const action = `close:${periodId}`;
    const closed = await closing.run(periodId, keys.keyFor(action));
    const outcome = outcomeOf(closed, 'Could not close the period');
    if (closed.status === 'done') {
      keys.done(action);
      const { result } = closed;
      void show({
        icon: 'success',
        title: 'Period closed',
        text: `Week of ${formatDate(result.week)}: ${formatPoints(result.members)} ${result.members === 1 ? 'member' : 'members'} paid ${formatMoney(result.total)} USDT.`,
      });
    }
    void preview.mutate();
    void periods.mutate();
    refreshKeys([adminDashboardKey]);
    return outcome;
  }

  async function onPayScholarships() {
    const paid = await paying.run(keys.keyFor('scholarships'));
    const outcome = outcomeOf(paid, 'Could not pay the scholarships');
    if (paid.status === 'done') {
      keys.done('scholarships');
      const { result } = paid;
      void show({
        icon: 'success',
        title: 'Scholarships paid',
        text: `${formatMonth(result.month)}: ${formatPoints(result.orders)} ${result.orders === 1 ? 'order' : 'orders'}, ${formatMoney(result.total)} USDT.`,
      });
    }
    void scholarships.mutate();
    return outcome;
  }

  return (
    <>
      <PayoutsView
        summary={preview.summary}
        preview={preview.list}
        periods={periods.list}
        scholarships={scholarships.list}
        onClosePeriod={onClosePeriod}
        onPayScholarships={onPayScholarships}
      />
      {popup}
    </>
  );
}
