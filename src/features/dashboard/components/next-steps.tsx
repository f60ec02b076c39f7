import { ArrowRight, Clock, ShieldX, Undo2, WalletCards } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MemberStatus } from '@contract/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card/card';
import { ChainStatus } from '@/ui/chain-status/chain-status';
import { formatDate, formatMoney } from '@/ui/lib/format';
import { KitLink } from '@/ui/lib/link';
import { StatusBadge } from '@/ui/status-badge/status-badge';

export const PACKAGES_PATH = '/userdashboard/packages';
export const REPORTS_PATH = '/userdashboard/reports';
export const EWALLET_PATH = '/userdashboard/ewallet';
export const WALLET_DETAILS_PATH = '/userdashboard/walletdetails';

/** Whether anything waits on staff or the chain, or was refused: the card shows only then. */
export const hasNextSteps = (status: MemberStatus) =>
  status.deposits.pending.length > 0 ||
  status.deposits.rejected.length > 0 ||
  status.withdrawals.pending.length > 0 ||
  status.kyc.status === 'pending' ||
  status.kyc.status === 'rejected';

function StepLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <KitLink
      href={href}
      className="inline-flex min-h-touch items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-info underline-offset-4 hover:underline"
    >
      {children}
      <ArrowRight aria-hidden className="size-4" />
    </KitLink>
  );
}

function Reason({ text }: { text: string | null }) {
  return (
    <p className="min-w-0 rounded border border-danger/30 bg-danger-soft px-3 py-2 text-sm break-words text-text">
      <span className="font-semibold text-danger">Reason: </span>
      {text?.trim() || 'No reason was given.'}
    </p>
  );
}

/** One thing that waits or was refused: what it is, what happens next, and the member's link. */
function Step({
  kind,
  tone,
  icon,
  title,
  status,
  children,
  action,
}: {
  kind: string;
  tone: 'warning' | 'danger';
  icon: ReactNode;
  title: string;
  status: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li
      data-slot="next-step"
      data-kind={kind}
      className="flex min-w-0 gap-3 border-t border-border py-4 first:border-t-0 first:pt-0 last:pb-0"
    >
      <span
        aria-hidden
        className={
          tone === 'warning'
            ? 'flex size-9 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning [&_svg]:size-[1.125rem]'
            : 'flex size-9 shrink-0 items-center justify-center rounded-full bg-danger-soft text-danger [&_svg]:size-[1.125rem]'
        }
      >
        {icon}
      </span>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="min-w-0 text-sm font-semibold break-words text-text">{title}</h3>
          <StatusBadge status={status} />
        </div>
        <div className="grid min-w-0 gap-1.5 text-sm text-muted">{children}</div>
        <div>{action}</div>
      </div>
    </li>
  );
}

export type NextStepsProps = { status: MemberStatus };

/**
 * Deposits and withdrawals waiting for staff or the chain, refused deposits with the reason, and
 * wallet details under review or rejected, each with what happens next (decisions §7-§9, §13).
 */
export function NextSteps({ status }: NextStepsProps) {
  const { deposits, withdrawals, kyc } = status;
  return (
    <Card data-slot="next-steps">
      <CardHeader>
        <CardTitle>What happens next</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid">
          {deposits.pending.map((order) => (
            <Step
              key={order.order_no}
              kind="pending-deposit"
              tone="warning"
              icon={<Clock />}
              title={`Deposit ${order.order_no}`}
              status="pending"
              action={<StepLink href={REPORTS_PATH}>My orders</StepLink>}
            >
              <p className="break-words">
                {order.package_name} · {formatMoney(order.price)} USDT · sent{' '}
                {formatDate(order.created_at)}
              </p>
              {order.chain ? (
                <>
                  <ChainStatus
                    state={order.chain.state}
                    text={order.chain.note}
                    txHash={order.chain.txHash}
                    href={order.chain.explorerUrl}
                  />
                  <p className="text-text">
                    It is approved once your payment is confirmed on chain. No need to pay again.
                  </p>
                </>
              ) : (
                <p className="text-text">
                  Waiting for an operator or admin to check your payment and approve it. No need to
                  pay again.
                </p>
              )}
            </Step>
          ))}
          {deposits.rejected.map((order) => (
            <Step
              key={order.order_no}
              kind="rejected-deposit"
              tone="danger"
              icon={<Undo2 />}
              title={`Deposit ${order.order_no}`}
              status="rejected"
              action={<StepLink href={PACKAGES_PATH}>Deposit again</StepLink>}
            >
              <p className="break-words">
                {order.package_name} · {formatMoney(order.price)} USDT · rejected{' '}
                {formatDate(order.decided_at)}
              </p>
              <Reason text={order.reason} />
            </Step>
          ))}
          {withdrawals.pending.map((withdrawal) => (
            <Step
              key={withdrawal.order_no}
              kind="pending-withdrawal"
              tone="warning"
              icon={<WalletCards />}
              title={`Withdrawal ${withdrawal.order_no}`}
              status="pending"
              action={<StepLink href={EWALLET_PATH}>E-Wallet</StepLink>}
            >
              <p className="break-words">
                {formatMoney(withdrawal.amount)} USDT · asked {formatDate(withdrawal.created_at)}
              </p>
              <p className="text-text">
                Held from your balance until an admin pays it to your verified wallet.
              </p>
            </Step>
          ))}
          {kyc.status === 'pending' && (
            <Step
              kind="pending-kyc"
              tone="warning"
              icon={<Clock />}
              title="Wallet details"
              status="pending"
              action={<StepLink href={WALLET_DETAILS_PATH}>Wallet details</StepLink>}
            >
              {kyc.walletAddress && (
                <p className="font-mono text-xs break-all text-text">{kyc.walletAddress}</p>
              )}
              <p className="text-text">
                An admin checks this address; withdrawals open once it is verified.
              </p>
            </Step>
          )}
          {kyc.status === 'rejected' && (
            <Step
              kind="rejected-kyc"
              tone="danger"
              icon={<ShieldX />}
              title="Wallet details"
              status="rejected"
              action={<StepLink href={WALLET_DETAILS_PATH}>Resubmit</StepLink>}
            >
              {kyc.walletAddress && (
                <p className="font-mono text-xs break-all">{kyc.walletAddress}</p>
              )}
              <Reason text={kyc.reason} />
            </Step>
          )}
        </ul>
      </CardContent>
    </Card>
  );
}
