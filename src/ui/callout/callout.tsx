import { cva, type VariantProps } from 'class-variance-authority';
import {
  CircleCheck,
  CircleExclamationPoint,
  Info,
  TriangleExclamationPoint,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export const calloutVariants = cva(
  'flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border px-4 py-3 text-sm text-pretty',
  {
    variants: {
      tone: {
        info: 'border-info/40 bg-info-soft text-text',
        success: 'border-accent/30 bg-accent-soft font-medium text-accent',
        warning: 'border-warning/40 bg-warning-soft text-text',
        danger: 'border-danger/30 bg-danger-soft font-medium text-danger',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

type Tone = NonNullable<VariantProps<typeof calloutVariants>['tone']>;

const icons: Record<Tone, { icon: LucideIcon; colour: string }> = {
  info: { icon: Info, colour: 'text-info' },
  success: { icon: CircleCheck, colour: '' },
  warning: { icon: TriangleExclamationPoint, colour: 'text-warning' },
  danger: { icon: CircleExclamationPoint, colour: '' },
};

export type CalloutProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof calloutVariants> & {
    /** What it says. */
    children: ReactNode;
    /** A button after the words, e.g. Retry. */
    action?: ReactNode;
  };

/**
 * A boxed line in a colour role with its icon: info (what happens next), success (it is done),
 * warning, danger (it failed). Data that did not load, with Retry, is a `LoadAlert`. Give it
 * `role="status"`, `"alert"` or `"note"` as the words need.
 */
export function Callout({ tone, children, action, className, ...props }: CalloutProps) {
  const { icon: Icon, colour } = icons[tone ?? 'info'];
  return (
    <div
      data-slot="callout"
      data-variant={tone ?? 'info'}
      className={cn(calloutVariants({ tone }), className)}
      {...props}
    >
      <p className="flex min-w-0 flex-1 basis-56 items-start gap-2">
        <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', colour)} />
        <span className="min-w-0 break-words">{children}</span>
      </p>
      {action}
    </div>
  );
}
