import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A placeholder block shown while data loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded bg-raised', className)}
      {...props}
    />
  );
}
