import type { MemberDashboard } from '@contract/dashboard';
import type { LeftRight } from '@contract/money';
import {
  Activity,
  ArrowRight,
  Award,
  HandCoins,
  Network,
  Star,
  TrendingUp,
  Users,
  Wallet,
  WalletCards,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card/card';
import { formatPoints } from '@/ui/lib/format';
import { KitLink } from '@/ui/lib/link';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { StatCard } from '@/ui/stat-card/stat-card';
import { MinimumWithdrawNotice } from './minimum-withdraw-notice';
import { hasNextSteps, NextSteps, PACKAGES_PATH } from './next-steps';
import { ReferralLink } from './referral-link';
import { WeeklyEarningsChart } from './weekly-earnings-chart';

export const DASHBOARD_FAILURE = 'Failed to load your dashboard';
export const LOADING_GREETING = 'Getting your figures and what happens next…';

export type DashboardViewProps = {
  /** The signed-in member's name, for the greeting. */
  name: string;
  /** The dashboard; undefined while it loads or when it failed. */
  dashboard: MemberDashboard | undefined;
  /** Shows skeleton cards. */
  loading?: boolean;
  /** The server's message or 'Failed to load your dashboard'. */
  error?: string;
  /** Called by Retry after a failure. */
  onRetry: () => void;
  /** Called with a referral link once it is on the clipboard. */
  onCopyLink?: (url: string) => void;
};

const pairHint = (left: number, right: number) => `${formatPoints(left)} | ${formatPoints(right)}`;

/** The kit's pair cuts a figure wider than its half of the card: long figures are set smaller. */
const pairFit = (pair: LeftRight | undefined) =>
  pair && Math.max(formatPoints(pair.leftPoints).length, formatPoints(pair.rightPoints).length) > 7
    ? '[&_dd]:text-lg'
    : undefined;

/** The nine cards of spec §2, in its order; each shows a skeleton while `data` is undefined. */
function SummaryCards({ data }: { data: MemberDashboard | undefined }) {
  const loading = !data;
  const wallet = data?.walletDetails;
  const user = data?.userDetails;
  const usdt = { unit: 'USDT', format: 'money', loading } as const;
  return (
    <section aria-label="Summary" className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
      <StatCard
        label="User Status"
        value={user ? (user.isActive ? 'Active' : 'Inactive') : undefined}
        tone={user ? (user.isActive ? 'accent' : 'danger') : 'default'}
        icon={<Activity />}
        hint={user && <>Current package: {user.subcription}</>}
        loading={loading}
      />
      <StatCard
        label="Available balance"
        value={wallet?.walletBalance}
        icon={<Wallet />}
        hint="In your E-Wallet"
        {...usdt}
      />
      <StatCard
        label="Direct Affiliate Bonus"
        value={data?.currentDirectPoints}
        tone="accent"
        icon={<HandCoins />}
        hint="Earned this week so far"
        {...usdt}
      />
      <StatCard
        label="Team Affiliate Bonus"
        value={data?.currentTeamPoints}
        tone="accent"
        icon={<TrendingUp />}
        hint="Projected for this week"
        {...usdt}
      />
      <StatCard
        label="Personal Points"
        value={wallet?.personalPoints}
        format="points"
        unit="points"
        tone="reward"
        icon={<Star />}
        hint="From your own packages"
        loading={loading}
      />
      <StatCard
        label="Total Balance"
        value={data?.totalPayout}
        icon={<WalletCards />}
        hint="The sum of the weekly payout amounts"
        {...usdt}
      />
      <StatCard
        label="Weekly Team Points"
        pair={
          wallet && {
            left: wallet.currentWeekPoints.leftPoints,
            right: wallet.currentWeekPoints.rightPoints,
          }
        }
        tone="info"
        icon={<Network />}
        className={pairFit(wallet?.currentWeekPoints)}
        hint={data && `Carried in: ${pairHint(data.carried.leftPoints, data.carried.rightPoints)}`}
        loading={loading}
      />
      <StatCard
        label="Direct Points"
        pair={
          wallet && {
            left: wallet.directPoints.leftPoints,
            right: wallet.directPoints.rightPoints,
          }
        }
        icon={<Users />}
        className={pairFit(wallet?.directPoints)}
        hint="From members you referred"
        loading={loading}
      />
      <StatCard
        label="Rank"
        value={user ? (user.rank ?? 'No rank yet') : undefined}
        tone="reward"
        icon={<Award />}
        loading={loading}
      />
    </section>
  );
}

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function LinksSkeleton() {
  return (
    <div aria-hidden className="grid gap-6 @3xl:grid-cols-2">
      {[0, 1].map((index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-touch w-full" />
          <Skeleton className="h-3 w-48" />
        </div>
      ))}
    </div>
  );
}

/** The member's home (spec §2 `/userdashboard`): figures, referral links, the withdrawal minimum and weekly payouts. */
export function DashboardView({
  name,
  dashboard,
  loading = false,
  error,
  onRetry,
  onCopyLink,
}: DashboardViewProps) {
  const state = error !== undefined ? 'error' : loading || !dashboard ? 'loading' : 'ready';
  const data = state === 'ready' ? dashboard : undefined;
  const inactive = data && !data.userDetails.isActive;
  // A member whose deposit waits must not be told to buy again (they would pay twice).
  const depositWaiting = Boolean(data?.status.deposits.pending.length);
  return (
    <div
      data-slot="dashboard"
      data-state={state}
      aria-busy={state === 'loading' || undefined}
      className="@container flex min-w-0 flex-col gap-6"
    >
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">Home</h1>
        <p className="text-sm break-words text-muted sm:text-base">
          Welcome back, <span className="font-semibold text-text">{name}</span>.{' '}
          {state === 'loading' ? (
            // Not "how your business is doing" before the figures say whether it is active.
            LOADING_GREETING
          ) : state === 'error' ? null : inactive && depositWaiting ? (
            'Your deposit is waiting for approval; your ID activates once it is approved.'
          ) : inactive ? (
            <>
              Buy a package to activate your ID and start earning.{' '}
              <KitLink
                href={PACKAGES_PATH}
                className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-info underline-offset-4 hover:underline"
              >
                All packages
                <ArrowRight aria-hidden className="size-4" />
              </KitLink>
            </>
          ) : (
            'Here is how your business is doing this week.'
          )}
        </p>
      </header>

      {state === 'error' ? (
        <Card>
          <LoadAlert variant="panel" message={DASHBOARD_FAILURE} detail={error} onRetry={onRetry} />
        </Card>
      ) : (
        <>
          {data && hasNextSteps(data.status) && <NextSteps status={data.status} />}

          <SummaryCards data={data} />

          <Section title="Your referral links">
            {data ? (
              <div className="grid gap-6 @3xl:grid-cols-2">
                <ReferralLink
                  side="left"
                  url={data.userDetails.leftRefferalLink}
                  onCopy={onCopyLink}
                />
                <ReferralLink
                  side="right"
                  url={data.userDetails.rightRefferalLink}
                  onCopy={onCopyLink}
                />
              </div>
            ) : (
              <LinksSkeleton />
            )}
          </Section>

          {data ? (
            <MinimumWithdrawNotice
              minimum={data.minimumWithdrawal}
              balance={data.walletDetails.walletBalance}
            />
          ) : (
            <Skeleton className="h-28 w-full rounded-lg" />
          )}

          <Section
            title="Weekly earnings"
            action={
              <KitLink
                href="/userdashboard/weeklypayout"
                className="inline-flex min-h-touch items-center gap-1.5 text-sm font-semibold text-info underline-offset-4 hover:underline"
              >
                Weekly payout
                <ArrowRight aria-hidden className="size-4" />
              </KitLink>
            }
          >
            <WeeklyEarningsChart weeks={data?.walletDetails.weeklyEarnings} loading={!data} />
          </Section>
        </>
      )}
    </div>
  );
}
