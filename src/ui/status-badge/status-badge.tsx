import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const statusBadgeVariants = cva(
  'inline-flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        accent: 'border-accent/30 bg-accent-soft text-accent',
        warning: 'border-warning/30 bg-warning-soft text-warning',
        danger: 'border-danger/30 bg-danger-soft text-danger',
        muted: 'border-border-strong bg-raised text-muted',
      },
    },
    defaultVariants: { tone: 'muted' },
  },
);

export type StatusTone = NonNullable<VariantProps<typeof statusBadgeVariants>['tone']>;

const tones: Record<string, StatusTone> = {
  approved: 'accent',
  credited: 'accent',
  claimed: 'accent',
  verified: 'accent',
  pending: 'warning',
  canceled: 'danger',
  cancelled: 'danger',
  rejected: 'danger',
  unclaimed: 'danger',
};

/** The colour role of a status word: approved/credited/claimed/verified, pending, canceled/rejected/unclaimed. */
export function statusTone(status: string): StatusTone {
  return tones[status.trim().toLowerCase()] ?? 'muted';
}

export type StatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof statusBadgeVariants> & {
    /** The status, shown exactly as given; its colour follows from the word unless `tone` is set. */
    status: string;
  };

/** A pill that shows a status word in its colour role. */
export function StatusBadge({ status, tone, className, ...props }: StatusBadgeProps) {
  const resolved = tone ?? statusTone(status);
  return (
    <span
      data-slot="status-badge"
      data-variant={resolved}
      className={cn(statusBadgeVariants({ tone: resolved }), className)}
      {...props}
    >
      <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-current" />
      <span className="truncate" title={status}>
        {status}
      </span>
    </span>
  );
}
