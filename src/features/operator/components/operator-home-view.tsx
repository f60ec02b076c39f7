import { CalendarDays, ChartColumn, PiggyBank, UserCheck, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TopupStats } from '@contract/operator';
import { Card } from '@/ui/card/card';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { StatCard, type StatCardProps } from '@/ui/stat-card/stat-card';

export const STATS_FAILURE = 'Could not load your dashboard';

type Figure = {
  key: keyof TopupStats;
  label: string;
  hint: string;
  icon: ReactNode;
  format: 'money' | 'points';
  tone?: StatCardProps['tone'];
};

/** The operator stats of spec §3 in plain words (decisions §8 defines each figure). */
const figures: Figure[] = [
  {
    key: 'monthlyBusiness',
    label: 'Monthly business',
    hint: 'Orders you approved this month',
    icon: <CalendarDays />,
    format: 'money',
    tone: 'info',
  },
  {
    key: 'allBusiness',
    label: 'All business',
    hint: 'Orders you approved in total',
    icon: <ChartColumn />,
    format: 'money',
    tone: 'info',
  },
  {
    key: 'totalUsers',
    label: 'Total users',
    hint: 'Registered members',
    icon: <Users />,
    format: 'points',
  },
  {
    key: 'totalActiveUsers',
    label: 'Total active users',
    hint: 'Members with an education package',
    icon: <UserCheck />,
    format: 'points',
  },
  {
    key: 'available_Balance',
    label: 'Available balance',
    hint: 'Your float now, for offline sales',
    icon: <Wallet />,
    format: 'money',
    tone: 'accent',
  },
  {
    key: 'total_Balance',
    label: 'Total balance',
    hint: 'Float credited to you in total',
    icon: <PiggyBank />,
    format: 'money',
    tone: 'reward',
  },
];

export type OperatorHomeViewProps = {
  /** The operator's figures; undefined while they load or when they failed. */
  stats: TopupStats | undefined;
  /** Shows skeletons in the cards. */
  loading?: boolean;
  /** The server's message or 'Could not load your dashboard'; replaces the cards. */
  error?: string;
  /** Called by Retry after a failure. */
  onRetry: () => void;
};

/** `/topupdashboard/home`: the operator's business, member counts and float (spec §2, §3). */
export function OperatorHomeView({
  stats,
  loading = false,
  error,
  onRetry,
}: OperatorHomeViewProps) {
  const state = error !== undefined ? 'error' : loading || !stats ? 'loading' : 'ready';
  return (
    <div
      data-slot="operator-home"
      data-state={state}
      className="@container flex min-w-0 flex-col gap-6"
    >
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">Dashboard</h1>
        <p className="text-sm text-muted">Your business and float at a glance. Amounts in USDT.</p>
      </div>
      {state === 'error' ? (
        <Card>
          <LoadAlert variant="panel" message={STATS_FAILURE} detail={error} onRetry={onRetry} />
        </Card>
      ) : (
        <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
          {figures.map((figure) => (
            <StatCard
              key={figure.key}
              label={figure.label}
              hint={figure.hint}
              icon={figure.icon}
              tone={figure.tone}
              format={figure.format}
              unit={figure.format === 'money' ? 'USDT' : undefined}
              value={stats?.[figure.key]}
              loading={state === 'loading'}
            />
          ))}
        </div>
      )}
    </div>
  );
}
