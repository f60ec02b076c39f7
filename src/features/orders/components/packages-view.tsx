import { useEffect, useRef, useState } from 'react';
import type { Catalogue, PackageInfo } from '@contract/catalogue';
import type { ChainPayment } from '../api/create-order';
import { DepositPanel } from './deposit-panel';
import { PackageGrid } from './package-grid';

/** Creates the order for a package with its screenshot and, when the member gave one, the hash. */
export type SubmitDeposit = (pkg: PackageInfo, file: File, payment?: ChainPayment) => Promise<void>;

export type PackagesViewProps = {
  /** The catalogue, the deposit address and networks; undefined while they load or when they failed. */
  catalogue: Catalogue | undefined;
  /** Shows skeleton cards. */
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

/** `/userdashboard/packages`: the package cards; Deposit reveals the deposit panel of the chosen one. */
export function PackagesView({
  catalogue,
  loading = false,
  error,
  onRetry,
  submit,
  onOrdered,
}: PackagesViewProps) {
  const [selectedId, setSelectedId] = useState<number>();
  const [revealed, setRevealed] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chosen = catalogue?.packages.find((pkg) => pkg.id === selectedId);

  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  return (
    <div data-slot="packages-view" className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">
          All packages
        </h1>
        <p className="text-sm text-pretty text-muted">
          Choose a package and press Deposit to pay in USDT, then upload your payment screenshot.
        </p>
      </div>
      <PackageGrid
        packages={catalogue?.packages}
        loading={loading}
        error={error}
        onRetry={onRetry}
        selectedId={selectedId}
        onSelect={(pkg) => setSelectedId(pkg.id)}
        onDeposit={(pkg) => {
          setSelectedId(pkg.id);
          setRevealed(true);
          setFocusRequest((n) => n + 1);
        }}
      />
      {catalogue && chosen && revealed && (
        <DepositPanel
          key={chosen.id}
          pkg={chosen}
          depositAddress={catalogue.depositAddress}
          networks={catalogue.networks}
          submit={(...sent) => submit(chosen, ...sent)}
          onOrdered={onOrdered}
          headingRef={headingRef}
          className="max-w-3xl scroll-mt-6"
        />
      )}
    </div>
  );
}
