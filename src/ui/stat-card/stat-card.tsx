import { cva, type VariantProps } from 'class-variance-authority';
import { CircleExclamationPoint } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { formatMoney, formatPoints } from '../lib/format';
import { Skeleton } from '../skeleton/skeleton';

export const statCardVariants = cva(
  'flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-text shadow-card sm:p-5',
  {
    variants: {
      tone: {
        default: '',
        accent: 'border-accent/25',
        danger: 'border-danger/25',
        reward: 'border-reward/25',
        info: 'border-info/25',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

const iconVariants = cva(
  'flex size-9 shrink-0 items-center justify-center rounded-full [&_svg]:size-[1.125rem]',
  {
    variants: {
      tone: {
        default: 'bg-raised text-muted',
        accent: 'bg-accent-soft text-accent',
        danger: 'bg-danger-soft text-danger',
        reward: 'bg-reward-soft text-reward',
        info: 'bg-info-soft text-info',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

const valueVariants = cva('text-2xl font-semibold tracking-tight tabular', {
  variants: {
    tone: {
      default: 'text-text',
      accent: 'text-accent',
      danger: 'text-danger',
      reward: 'text-reward',
      info: 'text-info',
    },
  },
  defaultVariants: { tone: 'default' },
});

export type StatCardProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof statCardVariants> & {
    /** What the figure is, e.g. 'Available balance'. */
    label: ReactNode;
    /** The figure; numbers are formatted by `format`. */
    value?: ReactNode;
    /** How a number `value` is formatted: money with 2 decimals or whole points. */
    format?: 'money' | 'points';
    /** Shown small after the value, e.g. 'USDT'. */
    unit?: ReactNode;
    /** A lucide icon element shown in a tinted circle. */
    icon?: ReactNode;
    /** A short line under the value, e.g. 'Resets every Monday'. */
    hint?: ReactNode;
    /** Left and right leg figures shown side by side as points, e.g. Weekly Team Points. */
    pair?: { left: number; right: number };
    /** Shows a skeleton instead of the value. */
    loading?: boolean;
    /** Shown in danger colour instead of the value, e.g. 'Could not load balance'. */
    error?: string;
  };

/** A dashboard figure: label, icon, value with unit or a left | right pair, with loading and error states. */
export function StatCard({
  label,
  value,
  format = 'money',
  unit,
  icon,
  tone,
  hint,
  pair,
  loading = false,
  error,
  className,
  ...props
}: StatCardProps) {
  const labelId = useId();
  const state = loading ? 'loading' : error ? 'error' : 'ready';
  const shown =
    typeof value === 'number'
      ? format === 'points'
        ? formatPoints(value)
        : formatMoney(value)
      : value;

  return (
    <div
      data-slot="stat-card"
      data-state={state}
      data-variant={tone ?? 'default'}
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={cn(statCardVariants({ tone }), className)}
      {...props}
    >
      <div className="flex items-start justify-between gap-3">
        <p
          id={labelId}
          data-slot="stat-card-label"
          className="min-w-0 pt-1.5 text-sm font-medium break-words text-muted"
        >
          {label}
        </p>
        {icon && (
          <span aria-hidden data-slot="stat-card-icon" className={iconVariants({ tone })}>
            {icon}
          </span>
        )}
      </div>

      {loading ? (
        <div data-slot="stat-card-skeleton" className="grid gap-2">
          <Skeleton className="h-8 w-32" />
          {hint && <Skeleton className="h-3 w-24" />}
        </div>
      ) : error ? (
        <p
          data-slot="stat-card-error"
          className="flex items-start gap-1.5 text-sm font-medium break-words text-danger"
        >
          <CircleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : pair ? (
        <dl data-slot="stat-card-pair" className="grid grid-cols-2">
          <div className="min-w-0 pr-4">
            <dt className="text-xs font-medium tracking-wide text-muted uppercase">Left</dt>
            <dd className={cn(valueVariants({ tone }), 'truncate')}>{formatPoints(pair.left)}</dd>
          </div>
          <div className="min-w-0 border-l border-border-strong pl-4">
            <dt className="text-xs font-medium tracking-wide text-muted uppercase">Right</dt>
            <dd className={cn(valueVariants({ tone }), 'truncate')}>{formatPoints(pair.right)}</dd>
          </div>
        </dl>
      ) : (
        <p data-slot="stat-card-value" className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
          <span className={cn(valueVariants({ tone }), 'break-words')}>{shown ?? '—'}</span>
          {unit && shown !== undefined && (
            <span className="text-sm font-medium text-muted">{unit}</span>
          )}
        </p>
      )}

      {hint && !loading && !error && (
        <p data-slot="stat-card-hint" className="-mt-1 text-xs break-words text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
