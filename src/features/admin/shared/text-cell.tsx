import type { ReactNode } from 'react';
import { CopyButton } from '@/ui/copy-button/copy-button';

/** A long value (a wallet address, a tx hash) in mono, cut to one line with a copy button. */
export function CopyCell({ value, label }: { value: string; label: string }) {
  return (
    <span className="relative -my-2 flex max-w-52 min-w-40 items-center gap-0.5">
      <span className="min-w-0 truncate font-mono text-[0.8125rem]" title={value}>
        {value}
      </span>
      <CopyButton value={value} label={label} />
    </span>
  );
}

/** Wrapping text in a cell, e.g. a reason; a dash when empty. */
export function NoteCell({ children }: { children: ReactNode }) {
  return children ? (
    <span className="block max-w-80 break-words whitespace-normal text-muted">{children}</span>
  ) : (
    <span className="text-muted">—</span>
  );
}
