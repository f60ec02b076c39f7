import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const cardVariants = cva('min-w-0 rounded-lg border text-text shadow-card', {
  variants: {
    tone: {
      default: 'border-border bg-surface',
      raised: 'border-border-strong bg-raised shadow-raised',
    },
  },
  defaultVariants: { tone: 'default' },
});

export type CardProps = ComponentProps<'div'> & VariantProps<typeof cardVariants>;

/** A panel that groups one section of a page. */
export function Card({ tone, className, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-variant={tone ?? 'default'}
      className={cn(cardVariants({ tone }), className)}
      {...props}
    />
  );
}

/** The top of a card: its title and, on the right, optional actions. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 pt-4 sm:px-6 sm:pt-5',
        className,
      )}
      {...props}
    />
  );
}

/** The card's heading; an h2 unless rendered as another element via `as`. */
export function CardTitle({
  as: Heading = 'h2',
  className,
  ...props
}: ComponentProps<'h2'> & {
  /** The heading level, to fit the page outline. */
  as?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('min-w-0 text-lg font-semibold tracking-tight break-words', className)}
      {...props}
    />
  );
}

/** The body of a card. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-content"
      className={cn('px-4 py-4 text-sm sm:px-6 sm:py-5', className)}
      {...props}
    />
  );
}
