import { cva, type VariantProps } from 'class-variance-authority';
import { Check, GraduationCap, MapPin, MonitorPlay, Star } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { formatMoney, formatPoints } from '../lib/format';
import { Skeleton } from '../skeleton/skeleton';

export const packageCardVariants = cva(
  'relative flex h-full min-w-0 flex-col gap-4 rounded-lg border bg-surface p-5 text-text shadow-card transition-colors',
  {
    variants: {
      state: {
        idle: 'border-border',
        selectable: 'border-border hover:border-border-strong hover:bg-raised',
        selected: 'border-accent bg-accent-soft/40 ring-1 ring-accent',
        disabled: 'border-dashed border-border-strong *:grayscale',
      },
    },
    defaultVariants: { state: 'idle' },
  },
);

export type PackageAvailability = 'online' | 'online-offline';

const availabilityLabels: Record<PackageAvailability, string> = {
  online: 'Online',
  'online-offline': 'Online / Offline',
};

export type PackageCardProps = Omit<ComponentProps<'article'>, 'onSelect'> &
  Omit<VariantProps<typeof packageCardVariants>, 'state'> & {
    /** The package name, e.g. 'Kick Starter'. */
    name: string;
    /** The price in USDT, shown with 2 decimals. */
    price: number;
    /** Points the package earns, e.g. 50. */
    points?: number;
    /** The monthly scholarship in percent, e.g. 3. */
    scholarshipPercent?: number;
    /** Where the course is taught: 'Online' or 'Online / Offline'. */
    availability: PackageAvailability;
    /** Marks the package as the chosen one (shown with an accent ring and aria-pressed). */
    selected?: boolean;
    /** Greys the card out and blocks selecting and the action. */
    disabled?: boolean;
    /** Makes the card a toggle button; called when the user picks it. */
    onSelect?: () => void;
    /** The label of the action button. */
    actionLabel?: string;
    /** Shows the action button and is called when it is pressed. */
    onAction?: () => void;
    /** Shows a skeleton of the card. */
    loading?: boolean;
    /** The heading level of the package name, to fit the page outline. */
    headingLevel?: 'h2' | 'h3' | 'h4';
  };

function PackageCardSkeleton({ className, ...props }: ComponentProps<'article'>) {
  return (
    <article
      data-slot="package-card"
      data-state="loading"
      aria-busy
      className={cn(packageCardVariants(), className)}
      {...props}
    >
      <span className="sr-only">Loading package</span>
      <div className="grid justify-items-start gap-2">
        <Skeleton className="h-6 w-36" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="h-9 w-36" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-44" />
      </div>
      <Skeleton className="mt-auto h-11 w-full" />
    </article>
  );
}

/** A package of the catalogue: name, price in USDT, points, scholarship and where it is taught; optionally a toggle to pick it and an action button. */
export function PackageCard({
  name,
  price,
  points,
  scholarshipPercent,
  availability,
  selected = false,
  disabled = false,
  onSelect,
  actionLabel = 'Deposit',
  onAction,
  loading = false,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: PackageCardProps) {
  const titleId = useId();
  const detailsId = `${titleId}-details`;
  if (loading) return <PackageCardSkeleton className={className} {...props} />;

  const selectable = Boolean(onSelect);
  const state = disabled ? 'disabled' : selected ? 'selected' : selectable ? 'selectable' : 'idle';
  const AvailabilityIcon = availability === 'online' ? MonitorPlay : MapPin;

  return (
    <article
      data-slot="package-card"
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      aria-labelledby={titleId}
      className={cn(packageCardVariants({ state }), className)}
      {...props}
    >
      <div className="flex items-start justify-between gap-3">
        <Heading
          id={titleId}
          data-slot="package-card-title"
          className="min-w-0 text-lg leading-snug font-semibold tracking-tight break-words"
        >
          {selectable ? (
            <button
              type="button"
              data-slot="package-card-select"
              aria-pressed={selected}
              aria-describedby={detailsId}
              disabled={disabled}
              onClick={onSelect}
              className="text-left after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent enabled:cursor-pointer disabled:cursor-not-allowed"
            >
              {name}
            </button>
          ) : (
            name
          )}
        </Heading>
        {selectable && (
          <span
            aria-hidden
            data-slot="package-card-indicator"
            className={cn(
              'flex size-5 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
              selected ? 'border-accent bg-accent text-accent-fg' : 'border-muted',
            )}
          >
            {selected && <Check className="size-3" strokeWidth={3.5} />}
          </span>
        )}
      </div>

      <div
        id={detailsId}
        data-slot="package-card-details"
        className="grid justify-items-start gap-3"
      >
        <span
          data-slot="package-card-availability"
          className="-mt-2 inline-flex items-center gap-1 rounded-full border border-info/30 bg-info-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-info"
        >
          <AvailabilityIcon aria-hidden className="size-3.5" />
          {availabilityLabels[availability]}
        </span>
        <p data-slot="package-card-price" className="flex items-baseline gap-1.5">
          <span className="text-3xl font-semibold tracking-tight tabular">
            {formatMoney(price)}
          </span>
          <span className="text-sm font-medium text-muted">USDT</span>
        </p>
        {(points !== undefined || scholarshipPercent !== undefined) && (
          <ul className="grid gap-1.5 text-sm text-muted">
            {points !== undefined && (
              <li className="flex items-center gap-2">
                <Star aria-hidden className="size-4 shrink-0 text-reward" />
                <span>
                  <span className="font-medium text-text tabular">{formatPoints(points)}</span>{' '}
                  points
                </span>
              </li>
            )}
            {scholarshipPercent !== undefined && (
              <li className="flex items-center gap-2">
                <GraduationCap aria-hidden className="size-4 shrink-0 text-accent" />
                <span>
                  <span className="font-medium text-text tabular">{scholarshipPercent}%</span>{' '}
                  monthly scholarship
                </span>
              </li>
            )}
          </ul>
        )}
      </div>

      {onAction && (
        <Button
          data-slot="package-card-action"
          className="relative z-10 mt-auto w-full"
          disabled={disabled}
          onClick={onAction}
        >
          {actionLabel}
        </Button>
      )}
    </article>
  );
}
