import type { WeeklyEarning } from '@contract/earnings';
import { BarChart, type BarChartDatum } from '@/ui/bar-chart/bar-chart';
import { formatDate, formatMoney } from '@/ui/lib/format';

/** How many weeks the dashboard chart shows. */
export const CHART_WEEKS = 12;

/** The latest `CHART_WEEKS` payouts, oldest first, whatever order the server sent them in. */
export function chartWeeks(weeks: WeeklyEarning[]): BarChartDatum[] {
  return [...weeks]
    .sort((a, b) => Date.parse(a.week) - Date.parse(b.week))
    .slice(-CHART_WEEKS)
    .map((week) => {
      const date = formatDate(week.week);
      return {
        key: week._id,
        label: date.slice(0, 5),
        description: `Week of ${date}`,
        value: week.payoutAmount,
      };
    });
}

export type WeeklyEarningsChartProps = {
  weeks: WeeklyEarning[] | undefined;
  loading?: boolean;
};

/** Payout amount per week, last 12 weeks (spec §3 Weekly earning). */
export function WeeklyEarningsChart({ weeks, loading = false }: WeeklyEarningsChartProps) {
  return (
    <BarChart
      title={`Payout per week, last ${CHART_WEEKS} weeks (after TDS)`}
      data={weeks ? chartWeeks(weeks) : []}
      loading={loading}
      formatValue={(value) => `${formatMoney(value)} USDT`}
      categoryHeader="Week"
      valueHeader="Payout"
      emptyMessage="No payouts yet"
    />
  );
}
