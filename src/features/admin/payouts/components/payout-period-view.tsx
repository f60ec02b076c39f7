import type { ClosedPeriod, Settlement } from '@contract/admin';
import { formatDate, formatMoney, formatPoints } from '@/ui/lib/format';
import type { ListState } from '@/lib/use-keyset';
import { adminPaths } from '@/features/admin/paths';
import { PageHeader } from '@/features/admin/shared/page-header';
import { SettlementTable } from './settlement-table';

export type PayoutPeriodViewProps = {
  /** The period's ID from the address. */
  periodId: string;
  /** The period's row of the history; undefined while it loads or when it is not found. */
  period?: ClosedPeriod;
  /** Every member's settlement in that close. */
  list: ListState<Settlement>;
};

/** `/admin/payouts/:periodId`: who a closed period paid, and how much. */
export function PayoutPeriodView({ periodId, period, list }: PayoutPeriodViewProps) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        back={{ href: adminPaths.payouts, label: 'Payouts' }}
        title={period ? `Payout of ${formatDate(period.week)}` : `Payout period ${periodId}`}
        description={
          period &&
          `${formatDate(period.startedAt)} to ${formatDate(period.week)} · ${formatPoints(period.members)} ${period.members === 1 ? 'member' : 'members'} · ${formatMoney(period.total)} USDT paid · ${formatMoney(period.tds)} USDT TDS · closed by ${period.closedBy}`
        }
      />
      <SettlementTable
        caption="Members paid"
        list={list}
        emptyMessage="Nobody was paid in this period"
      />
    </div>
  );
}
