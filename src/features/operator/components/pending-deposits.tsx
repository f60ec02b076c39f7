import { Check, ImageOff, Inbox, ZoomIn } from 'lucide-react';
import { useId, useState } from 'react';
import type { PendingDeposit } from '@contract/operator';
import { Button } from '@/ui/button/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card/card';
import { ChainStatus } from '@/ui/chain-status/chain-status';
import { cn } from '@/ui/lib/cn';
import { formatDateTime, formatMoney } from '@/ui/lib/format';
import { ScreenshotViewer } from '@/ui/screenshot-viewer/screenshot-viewer';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { LoadAlert } from '@/ui/load-alert/load-alert';

export const DEPOSITS_EMPTY = 'No deposits are waiting.';
export const DEPOSITS_FAILURE = 'Could not load the pending deposits';

export type PendingDepositsProps = {
  /** The deposits waiting, newest first; undefined while they load or after a failure. */
  deposits: PendingDeposit[] | undefined;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  /** The order number of the deposit in the form, if it came from this queue. */
  selected?: string | undefined;
  /** Fills the form with the deposit's member, package and order number. */
  onSelect: (deposit: PendingDeposit) => void;
};

const describe = (deposit: PendingDeposit) =>
  `${deposit.member.name} (${deposit.member.mySponsorId}), ${deposit.package_name}, ${formatMoney(deposit.price)} USDT`;

/**
 * The members' deposits waiting for approval, each with its payment screenshot (decisions §8, §9):
 * choosing one fills the billing form. Deposits whose payment the chain found wrong are not here:
 * only an admin may approve those (decisions §13).
 */
export function PendingDeposits({
  deposits,
  loading = false,
  failed = false,
  onRetry,
  selected,
  onSelect,
}: PendingDepositsProps) {
  const titleId = useId();
  const [viewing, setViewing] = useState<PendingDeposit>();
  const count = deposits?.length ?? 0;
  return (
    <Card role="region" aria-labelledby={titleId} data-slot="pending-deposits">
      <CardHeader>
        <CardTitle id={titleId} className="flex flex-wrap items-baseline gap-x-2">
          Pending deposits
          {deposits && count > 0 && (
            <span className="text-sm font-normal text-muted tabular">{count} waiting</span>
          )}
        </CardTitle>
        <p className="text-sm text-muted">
          Check the screenshot, then choose the deposit: its member, package and order number fill
          the form.
        </p>
      </CardHeader>
      <CardContent className="@container">
        {failed ? (
          <LoadAlert variant="inset" message={DEPOSITS_FAILURE} onRetry={onRetry} />
        ) : loading || !deposits ? (
          <ul aria-busy="true" aria-label="Pending deposits loading" className="grid gap-2">
            {[0, 1].map((key) => (
              <li key={key} className="flex gap-3 rounded border border-border p-3">
                <Skeleton className="size-16 shrink-0" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-4 w-48 max-w-full" />
                </div>
              </li>
            ))}
          </ul>
        ) : count === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Inbox aria-hidden className="size-4 shrink-0" />
            {DEPOSITS_EMPTY}
          </p>
        ) : (
          <ul
            aria-labelledby={titleId}
            tabIndex={count > 3 ? 0 : undefined}
            className={cn(
              'grid gap-2',
              count > 3 &&
                '-mx-1 max-h-[26rem] overflow-y-auto px-1 py-1 focus-visible:outline-2 focus-visible:outline-accent',
            )}
          >
            {deposits.map((deposit) => {
              const chosen = selected === deposit.order_no;
              return (
                <li
                  key={deposit._id}
                  data-slot="pending-deposit"
                  data-selected={chosen || undefined}
                  className={cn(
                    'grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 rounded border p-3 @lg:grid-cols-[auto_minmax(0,1fr)_auto] @lg:items-center',
                    chosen ? 'border-accent bg-accent-soft/40' : 'border-border',
                  )}
                >
                  <Thumbnail deposit={deposit} onOpen={() => setViewing(deposit)} />
                  <div className="grid min-w-0 gap-0.5 text-sm">
                    <p className="flex flex-wrap items-baseline gap-x-2">
                      <span className="font-mono font-semibold text-text">{deposit.order_no}</span>
                      <span className="text-xs text-muted">
                        {formatDateTime(deposit.created_at)}
                      </span>
                    </p>
                    <p className="break-words text-text">
                      {deposit.member.name}{' '}
                      <span className="font-mono text-muted">{deposit.member.mySponsorId}</span>
                    </p>
                    <p className="break-words text-muted">
                      {deposit.package_name} ·{' '}
                      <span className="font-semibold text-text tabular">
                        {formatMoney(deposit.price)}
                      </span>{' '}
                      USDT
                    </p>
                  </div>
                  {deposit.chain && (
                    <ChainStatus
                      state={deposit.chain.state}
                      text={deposit.chain.finding}
                      txHash={deposit.chain.txHash}
                      href={deposit.chain.explorerUrl}
                      className="col-span-full @lg:col-span-1 @lg:col-start-2"
                    />
                  )}
                  <Button
                    variant={chosen ? 'primary' : 'secondary'}
                    size="sm"
                    aria-pressed={chosen}
                    aria-label={`Use this deposit ${deposit.order_no}: ${describe(deposit)}`}
                    onClick={() => onSelect(deposit)}
                    className="col-span-full @lg:col-span-1 @lg:col-start-3 @lg:row-start-1"
                  >
                    {chosen && <Check aria-hidden />}
                    Use this deposit
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      {viewing?.image_url && (
        <ScreenshotViewer
          open
          onOpenChange={(open) => !open && setViewing(undefined)}
          src={viewing.image_url}
          alt={`Payment screenshot of ${viewing.order_no}`}
          title={`Screenshot of ${viewing.order_no}`}
          description={describe(viewing)}
        />
      )}
    </Card>
  );
}

function Thumbnail({ deposit, onOpen }: { deposit: PendingDeposit; onOpen: () => void }) {
  if (!deposit.image_url) {
    return (
      <span className="flex size-16 items-center justify-center rounded border border-dashed border-border-strong text-muted">
        <ImageOff aria-hidden className="size-5" />
        <span className="sr-only">No screenshot</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Open the screenshot of ${deposit.order_no}`}
      className="group relative size-16 overflow-hidden rounded border border-border-strong bg-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <img
        src={deposit.image_url}
        alt=""
        loading="lazy"
        className="size-full object-cover transition-transform group-hover:scale-105"
      />
      <span className="absolute inset-0 flex items-center justify-center bg-black/40 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
        <ZoomIn aria-hidden className="size-5 text-white" />
      </span>
    </button>
  );
}
