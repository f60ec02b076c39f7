import { ArrowLeft, Info } from 'lucide-react';
import type { Catalogue } from '@contract/catalogue';
import { KitLink } from '@/ui/lib/link';
import { PackageCard } from '@/ui/package-card/package-card';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { BUY_NOW_PATH } from '../paths';
import { DepositPanel } from './deposit-panel';
import { PackageGrid, PackageOption } from './package-grid';
import type { SubmitDeposit } from './packages-view';

export type BuyNowViewProps = {
  /** The catalogue, the deposit address and networks; undefined while they load or when they failed. */
  catalogue: Catalogue | undefined;
  /** The `?package=` id of the address, when it holds a whole number. */
  packageId?: number;
  /** Whether the address named a package at all (an unknown one gets a notice over the picker). */
  packageRequested?: boolean;
  /** Shows skeletons. */
  loading?: boolean;
  /** The server's message or 'Failed to load packages'. */
  error?: string;
  /** Called by Retry after a failure. */
  onRetry?: () => void;
  /** Creates the order for a package with its screenshot. */
  submit: SubmitDeposit;
  /** Called when the success popup has closed. */
  onOrdered: () => void;
};

function Title({ intro }: { intro: string }) {
  return (
    <div className="grid gap-1">
      <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">Buy now</h1>
      <p className="text-sm text-pretty text-muted">{intro}</p>
    </div>
  );
}

const checkoutGrid =
  'grid min-w-0 items-start gap-6 @3xl:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]';

/**
 * `/userdashboard/buynow?package=<id>`: the checkout of one package (its card and the deposit
 * panel); without a known package, the cards to choose one from.
 */
export function BuyNowView({
  catalogue,
  packageId,
  packageRequested = packageId !== undefined,
  loading = false,
  error,
  onRetry,
  submit,
  onOrdered,
}: BuyNowViewProps) {
  const pkg = catalogue?.packages.find((p) => p.id === packageId);

  if (catalogue && pkg) {
    return (
      <div data-slot="buy-now-view" data-state="checkout" className="flex min-w-0 flex-col gap-6">
        <Title intro="Pay for your package in USDT and upload the payment screenshot." />
        <div className="@container min-w-0">
          <div className={checkoutGrid}>
            <div className="grid min-w-0 gap-3">
              <PackageOption pkg={pkg} buyNow={false} />
              <KitLink
                href={BUY_NOW_PATH}
                className="inline-flex min-h-touch items-center gap-1.5 justify-self-start rounded px-1 text-sm font-semibold text-info underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-info"
              >
                <ArrowLeft aria-hidden className="size-4" />
                Choose another package
              </KitLink>
            </div>
            <DepositPanel
              key={pkg.id}
              pkg={pkg}
              depositAddress={catalogue.depositAddress}
              networks={catalogue.networks}
              submit={(...sent) => submit(pkg, ...sent)}
              onOrdered={onOrdered}
            />
          </div>
        </div>
      </div>
    );
  }

  if (!error && (loading || !catalogue) && packageId !== undefined) {
    return (
      <div data-slot="buy-now-view" data-state="loading" className="flex min-w-0 flex-col gap-6">
        <Title intro="Pay for your package in USDT and upload the payment screenshot." />
        <div className="@container min-w-0">
          <div className={checkoutGrid} aria-busy>
            <PackageCard loading name="" price={0} availability="online" />
            <div className="grid gap-4 rounded-lg border border-border bg-surface p-6">
              <span className="sr-only">Loading the deposit details</span>
              <Skeleton className="h-6 w-56" />
              <Skeleton className="h-4 w-full max-w-md" />
              <div className="flex flex-col gap-5 sm:flex-row">
                <Skeleton className="size-36 shrink-0 self-center sm:self-start" />
                <div className="grid w-full content-start gap-3">
                  <Skeleton className="h-9 w-40" />
                  <Skeleton className="h-touch w-full" />
                </div>
              </div>
              <Skeleton className="h-24 w-full" />
            </div>
          </div>
        </div>
      </div>
    );
  }

  const unknown = packageRequested && catalogue !== undefined;
  return (
    <div data-slot="buy-now-view" data-state="picker" className="flex min-w-0 flex-col gap-6">
      <Title intro="Choose the package you want to buy." />
      {unknown && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-info/30 bg-info-soft px-4 py-3 text-sm text-text"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
          That package does not exist. Choose one of the packages below.
        </p>
      )}
      <PackageGrid
        packages={catalogue?.packages}
        loading={loading}
        error={error}
        onRetry={onRetry}
      />
    </div>
  );
}
