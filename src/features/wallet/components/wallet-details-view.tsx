import { cva } from 'class-variance-authority';
import { Clock, ShieldCheck, ShieldX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { KycState } from '@contract/wallet';
import { Button } from '@/ui/button/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card/card';
import { CopyLinkField } from '@/ui/copy-link-field/copy-link-field';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { WalletDetailsForm, type WalletDetailsFormProps } from './wallet-details-form';

export const KYC_STATUS_FAILURE = 'Failed to fetch KYC status. Please try again later.';

const badgeVariants = cva(
  'flex size-12 shrink-0 items-center justify-center rounded-full border-2 [&_svg]:size-6',
  {
    variants: {
      tone: {
        warning: 'border-warning/35 bg-warning-soft text-warning',
        accent: 'border-accent/35 bg-accent-soft text-accent',
        danger: 'border-danger/35 bg-danger-soft text-danger',
      },
    },
  },
);

const titleVariants = cva('text-xl font-semibold break-words', {
  variants: { tone: { warning: 'text-warning', accent: 'text-accent', danger: 'text-danger' } },
});

function StatusPanel({
  state,
  tone,
  icon,
  title,
  children,
}: {
  state: KycState;
  tone: 'warning' | 'accent' | 'danger';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card data-slot="kyc-status" data-state={state}>
      <CardContent className="grid gap-5">
        <div className="flex items-start gap-4">
          <span aria-hidden className={badgeVariants({ tone })}>
            {icon}
          </span>
          <div className="grid min-w-0 gap-1">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">KYC status</p>
            <h2 className={titleVariants({ tone })}>{title}</h2>
          </div>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

export type WalletDetailsViewProps = Omit<WalletDetailsFormProps, 'onSubmit'> & {
  /** The KYC state; undefined while it loads or when the fetch failed. */
  status: KycState | undefined;
  /** The admin's reason when the details were rejected. */
  reason?: string | null;
  /** The verified wallet address (verified only); null when the server has none. */
  verifiedAddress?: string | null;
  /** The verified address is still loading. */
  addressLoading?: boolean;
  /** The status fetch failed: 'Failed to fetch KYC status. Please try again later.' */
  error?: string;
  /** Fetches the status again after a failure. */
  onRetry: () => void;
  /** Sends the form. */
  onSubmit: WalletDetailsFormProps['onSubmit'];
};

/** `/userdashboard/walletdetails`: the member's KYC state, or the form to submit their wallet. */
export function WalletDetailsView({
  status,
  reason,
  verifiedAddress,
  addressLoading = false,
  error,
  onRetry,
  ...formProps
}: WalletDetailsViewProps) {
  const [resubmitting, setResubmitting] = useState(false);
  // Resubmit leads back to the form only until the status changes.
  const [shownStatus, setShownStatus] = useState(status);
  if (shownStatus !== status) {
    setShownStatus(status);
    setResubmitting(false);
  }
  const showForm = status === 'not_submitted' || (status === 'rejected' && resubmitting);

  let body: ReactNode;
  if (error) {
    body = <LoadAlert message={error} onRetry={onRetry} retryLabel="Try again" />;
  } else if (!status) {
    body = (
      <Card
        role="status"
        aria-label="Loading KYC status"
        data-slot="kyc-status"
        data-state="loading"
      >
        <CardContent className="grid gap-5">
          <div className="flex items-center gap-4">
            <Skeleton className="size-12 rounded-full" />
            <div className="grid gap-2">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-6 w-32" />
            </div>
          </div>
          <Skeleton className="h-4 w-full max-w-md" />
        </CardContent>
      </Card>
    );
  } else if (showForm) {
    body = (
      <Card data-slot="kyc-status" data-state="not_submitted">
        <CardHeader>
          <CardTitle>
            {status === 'rejected' ? 'Resubmit wallet details' : 'Submit wallet details'}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <WalletDetailsForm {...formProps} />
        </CardContent>
      </Card>
    );
  } else if (status === 'pending') {
    body = (
      <StatusPanel state="pending" tone="warning" icon={<Clock />} title="Pending">
        <p className="text-sm text-pretty text-muted">
          Your wallet details are under review. An admin checks them and verifies your wallet
          address; withdrawals open once it is verified.
        </p>
        {formProps.lastSubmission && (
          <dl
            data-slot="kyc-submitted"
            className="grid gap-3 rounded border border-border bg-raised px-4 py-3 text-sm sm:grid-cols-2"
          >
            <div className="grid min-w-0 gap-1 sm:col-span-2">
              <dt className="text-muted">Wallet address sent for review</dt>
              <dd className="font-mono text-[0.8125rem] break-all text-text">
                {formProps.lastSubmission.walletAddress}
              </dd>
            </div>
            <div className="grid min-w-0 gap-1">
              <dt className="text-muted">Name</dt>
              <dd className="break-words text-text">{formProps.lastSubmission.name}</dd>
            </div>
            <div className="grid min-w-0 gap-1">
              <dt className="text-muted">Telegram ID</dt>
              <dd className="break-words text-text">{formProps.lastSubmission.telegramId}</dd>
            </div>
          </dl>
        )}
      </StatusPanel>
    );
  } else if (status === 'verified') {
    body = (
      <StatusPanel state="verified" tone="accent" icon={<ShieldCheck />} title="Verified">
        <p className="text-sm text-pretty text-muted">
          Your wallet is verified. Withdrawals are paid to this address.
        </p>
        {addressLoading ? (
          <div className="grid gap-1.5" role="status" aria-label="Loading wallet address">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-touch" />
          </div>
        ) : verifiedAddress ? (
          <div className="grid gap-1.5">
            <CopyLinkField label="Verified wallet address" value={verifiedAddress} />
            <p aria-hidden className="font-mono text-xs break-all text-muted sm:hidden">
              {verifiedAddress}
            </p>
          </div>
        ) : null}
      </StatusPanel>
    );
  } else {
    body = (
      <StatusPanel state="rejected" tone="danger" icon={<ShieldX />} title="Rejected">
        <div className="grid gap-1 rounded border border-danger/30 bg-danger-soft px-4 py-3">
          <p className="text-xs font-semibold tracking-wide text-danger uppercase">Reason</p>
          <p className="text-sm break-words text-text">
            {reason?.trim() || 'No reason was given.'}
          </p>
        </div>
        <p className="text-sm text-pretty text-muted">
          Correct your details and send them again for review. The form starts with what you sent
          last.
        </p>
        <div>
          <Button onClick={() => setResubmitting(true)} className="w-full sm:w-auto">
            Resubmit
          </Button>
        </div>
      </StatusPanel>
    );
  }

  return (
    <div data-slot="wallet-details" className="grid max-w-3xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">
          Wallet details
        </h1>
        <p className="text-sm text-muted">
          Your USDT wallet for withdrawals, checked by our team before the first payout.
        </p>
      </div>
      {body}
    </div>
  );
}
