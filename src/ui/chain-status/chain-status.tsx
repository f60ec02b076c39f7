import { cva, type VariantProps } from 'class-variance-authority';
import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const chainStatusVariants = cva('grid min-w-0 gap-1 text-sm', {
  variants: {
    tone: {
      accent: '[&_[data-slot=chain-text]]:text-accent',
      warning: '[&_[data-slot=chain-text]]:text-warning',
      danger: '[&_[data-slot=chain-text]]:text-danger',
      muted: '[&_[data-slot=chain-text]]:text-muted',
    },
  },
  defaultVariants: { tone: 'muted' },
});

export type ChainTone = NonNullable<VariantProps<typeof chainStatusVariants>['tone']>;

/** The colour role of a payment's state on chain (contract `chainState`). */
const tones: Record<string, ChainTone> = {
  verified: 'accent',
  waiting: 'warning',
  unreachable: 'warning',
  mismatch: 'danger',
  expired: 'danger',
};

export type ChainStatusProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The contract's `chainState`: verified, waiting, mismatch, unreachable, expired. */
  state: string;
  /** What to say: the member's note or the staff's finding. */
  text: string;
  /** The transaction hash, shown shortened; the link names it whole for screen readers. */
  txHash: string;
  /** The block explorer's page of the transaction (Tronscan, BscScan). */
  href: string;
};

const shortHash = (hash: string) =>
  hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;

export type TxHashLinkProps = Omit<ComponentProps<'a'>, 'children' | 'href'> & {
  /** The transaction hash, shown shortened; the link names it whole for screen readers. */
  txHash: string;
  /** The block explorer's page of the transaction (Tronscan, BscScan). */
  href: string;
};

/** A transaction hash, shortened, linked to its page on the block explorer (in a new tab). */
export function TxHashLink({ txHash, href, className, ...props }: TxHashLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      data-slot="tx-hash-link"
      className={cn(
        'relative inline-flex w-fit max-w-full items-center gap-1 rounded-sm font-mono text-xs text-muted underline-offset-2 hover:text-text hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        className,
      )}
      {...props}
    >
      {/* The name in text, not aria-label: a label must hold the visible words, and these are cut. */}
      <span aria-hidden className="truncate">
        {shortHash(txHash)}
      </span>
      <span className="sr-only">
        Transaction {txHash} on the block explorer (opens in a new tab)
      </span>
      <ExternalLink aria-hidden className="size-3 shrink-0" />
    </a>
  );
}

/** A payment's state on chain in words, with its transaction hash linked to the block explorer. */
export function ChainStatus({ state, text, txHash, href, className, ...props }: ChainStatusProps) {
  const tone = tones[state] ?? 'muted';
  return (
    <div
      data-slot="chain-status"
      data-state={state}
      className={cn(chainStatusVariants({ tone }), className)}
      {...props}
    >
      <span data-slot="chain-text" className="font-medium text-pretty">
        {text}
      </span>
      <TxHashLink txHash={txHash} href={href} />
    </div>
  );
}
