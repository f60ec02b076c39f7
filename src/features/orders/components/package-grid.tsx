import { ArrowRight, CalendarClock } from 'lucide-react';
import type { PackageInfo } from '@contract/catalogue';
import { Card } from '@/ui/card/card';
import { cn } from '@/ui/lib/cn';
import { KitLink } from '@/ui/lib/link';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { PackageCard, type PackageAvailability } from '@/ui/package-card/package-card';
import { buyNowPath } from '../paths';

export const CATALOGUE_FAILURE = 'Failed to load packages';

export function availabilityOf(pkg: PackageInfo): PackageAvailability {
  return pkg.offline ? 'online-offline' : 'online';
}

/** Whether the package is the monthly add-on rather than an education package. */
export function isAddOn(pkg: PackageInfo): boolean {
  return !pkg.education;
}

/** For how long the monthly scholarship runs, e.g. 'Scholarship for 12 months'. */
export function scholarshipTerm(pkg: PackageInfo): string | undefined {
  if (isAddOn(pkg) || pkg.scholarshipPercent <= 0) return undefined;
  if (pkg.scholarshipMonths === null) return 'Scholarship while you hold the course';
  return `Scholarship for ${pkg.scholarshipMonths} ${pkg.scholarshipMonths === 1 ? 'month' : 'months'}`;
}

export type PackageOptionProps = {
  pkg: PackageInfo;
  /** Marks the card as the chosen one. */
  selected?: boolean;
  /** Makes the card a toggle that picks the package. */
  onSelect?: (pkg: PackageInfo) => void;
  /** Shows the card's Deposit button. */
  onDeposit?: (pkg: PackageInfo) => void;
  /** Shows the 'Buy now' link under the card. */
  buyNow?: boolean;
  className?: string;
};

/** The kit's PackageCard of one catalogue package, with its scholarship term and a 'Buy now' link. */
export function PackageOption({
  pkg,
  selected = false,
  onSelect,
  onDeposit,
  buyNow = true,
  className,
}: PackageOptionProps) {
  const term = scholarshipTerm(pkg);
  return (
    <div data-slot="package-option" className={cn('flex min-w-0 flex-col', className)}>
      <PackageCard
        headingLevel="h2"
        name={pkg.name}
        price={pkg.price}
        points={pkg.points}
        scholarshipPercent={pkg.scholarshipPercent > 0 ? pkg.scholarshipPercent : undefined}
        availability={availabilityOf(pkg)}
        selected={selected}
        onSelect={onSelect && (() => onSelect(pkg))}
        onAction={onDeposit && (() => onDeposit(pkg))}
        className="h-auto flex-1 rounded-b-none"
      />
      <div
        data-slot="package-option-footer"
        className={cn(
          'flex min-h-14 items-center justify-between gap-3 rounded-b-lg border border-t-0 bg-raised/60 py-1.5 pr-2 pl-5 text-sm',
          selected ? 'border-accent ring-1 ring-accent' : 'border-border',
        )}
      >
        {isAddOn(pkg) ? (
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-muted">
            <span className="rounded-full border border-reward/30 bg-reward-soft px-2 py-0.5 text-xs font-semibold text-reward">
              Add-on
            </span>
            No scholarship
          </p>
        ) : (
          <p className="flex min-w-0 items-center gap-2 text-muted">
            <CalendarClock aria-hidden className="size-4 shrink-0 text-accent" />
            <span className="min-w-0 text-pretty">{term}</span>
          </p>
        )}
        {buyNow && (
          <KitLink
            href={buyNowPath(pkg.id)}
            aria-label={`Buy now: ${pkg.name}`}
            className="ml-auto inline-flex min-h-touch shrink-0 items-center gap-1.5 rounded px-3 font-semibold text-info underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-info"
          >
            Buy now
            <ArrowRight aria-hidden className="size-4" />
          </KitLink>
        )}
      </div>
    </div>
  );
}

export type PackageGridProps = {
  /** The catalogue's packages; undefined while they load or when they failed. */
  packages: PackageInfo[] | undefined;
  /** Shows skeleton cards. */
  loading?: boolean;
  /** The server's message or 'Failed to load packages'. */
  error?: string;
  /** Called by Retry after a failure. */
  onRetry?: () => void;
  /** The chosen package. */
  selectedId?: number;
  /** Makes each card a toggle that picks its package. */
  onSelect?: (pkg: PackageInfo) => void;
  /** Shows each card's Deposit button. */
  onDeposit?: (pkg: PackageInfo) => void;
  /** Shows a 'Buy now' link under each card. */
  buyNow?: boolean;
  /** The list's accessible name. */
  label?: string;
  className?: string;
};

const gridClass = 'grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @7xl:grid-cols-4';

/** A responsive grid of the catalogue's packages, with its loading and error states. */
export function PackageGrid({
  packages,
  loading = false,
  error,
  onRetry,
  selectedId,
  onSelect,
  onDeposit,
  buyNow = true,
  label = 'Packages',
  className,
}: PackageGridProps) {
  if (error !== undefined) {
    return (
      <div className={className}>
        <Card>
          <LoadAlert variant="panel" message={CATALOGUE_FAILURE} detail={error} onRetry={onRetry} />
        </Card>
      </div>
    );
  }
  const busy = loading || !packages;
  return (
    <div data-slot="package-grid" className={cn('@container', className)}>
      {busy ? (
        <ul aria-label={label} aria-busy className={gridClass}>
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="min-w-0">
              <PackageCard loading name="" price={0} availability="online" />
            </li>
          ))}
        </ul>
      ) : (
        <ul aria-label={label} className={gridClass}>
          {packages.map((pkg) => (
            <li key={pkg.id} className="flex min-w-0">
              <PackageOption
                pkg={pkg}
                selected={selectedId === pkg.id}
                onSelect={onSelect}
                onDeposit={onDeposit}
                buyNow={buyNow}
                className="flex-1"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
