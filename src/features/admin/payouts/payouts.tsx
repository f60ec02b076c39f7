import { adminDashboard } from '@contract/admin';
import { useSWRConfig } from 'swr';
import { formatDate, formatMoney, formatPoints } from '@/ui/lib/format';
import { useIdempotencyKeys } from '@/features/admin/api/request';
import { useAdminAction } from '@/features/admin/shared/use-admin-action';
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
  const { mutate } = useSWRConfig();
  const { popup, run, show } = useAdminAction();
  const keys = useIdempotencyKeys();

  async function onClosePeriod() {
    // The period the page shows (the button is disabled until it loaded).
    const periodId = preview.summary?.period.id;
    if (periodId === undefined) return 'failed' as const;
    const action = `close:${periodId}`;
    const { outcome, result } = await run(
      () => closePeriod(periodId, keys.keyFor(action)),
      'Could not close the period',
    );
    if (outcome === 'done') keys.done(action);
    if (result) {
      void show({
        icon: 'success',
        title: 'Period closed',
        text: `Week of ${formatDate(result.week)}: ${formatPoints(result.members)} ${result.members === 1 ? 'member' : 'members'} paid ${formatMoney(result.total)} USDT.`,
      });
    }
    void preview.mutate();
    void periods.mutate();
    void mutate(adminDashboard.path);
    return outcome;
  }

  async function onPayScholarships() {
    const { outcome, result } = await run(
      () => payScholarships(keys.keyFor('scholarships')),
      'Could not pay the scholarships',
    );
    if (outcome === 'done') keys.done('scholarships');
    if (result) {
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
