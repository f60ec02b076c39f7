import { cva, type VariantProps } from 'class-variance-authority';
import {
  CloudOff,
  ExternalLink,
  Hourglass,
  ShieldCheck,
  TimerOff,
  TriangleExclamationPoint,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const chainStatusVariants = cva(
  'grid min-w-0 grid-cols-[auto_minmax(0,1fr)] items-start gap-x-1.5 gap-y-0.5 text-sm',
  {
    variants: {
      tone: {
        accent: '[&_[data-slot=chain-icon]]:text-accent [&_[data-slot=chain-text]]:text-accent',
        warning: '[&_[data-slot=chain-icon]]:text-warning [&_[data-slot=chain-text]]:text-warning',
        danger: '[&_[data-slot=chain-icon]]:text-danger [&_[data-slot=chain-text]]:text-danger',
        muted: '[&_[data-slot=chain-icon]]:text-muted [&_[data-slot=chain-text]]:text-muted',
      },
    },
    defaultVariants: { tone: 'muted' },
  },
);

export type ChainTone = NonNullable<VariantProps<typeof chainStatusVariants>['tone']>;

/** The colour role and icon of a payment's state on chain (contract `chainState`). */
const looks: Record<string, { tone: ChainTone; icon: LucideIcon }> = {
  verified: { tone: 'accent', icon: ShieldCheck },
  waiting: { tone: 'warning', icon: Hourglass },
  unreachable: { tone: 'warning', icon: CloudOff },
  mismatch: { tone: 'danger', icon: TriangleExclamationPoint },
  expired: { tone: 'danger', icon: TimerOff },
};

const shortHash = (hash: string) =>
  hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;

export type TxHashLinkProps = Omit<ComponentProps<'a'>, 'children' | 'href'> & {
  /** The transaction hash, shown shortened; the link names it whole for screen readers. */
  txHash: string;
  /** The block explorer's page of the transaction (Tronscan, BscScan). */
  href: string;
};

/** A transaction hash, shortened, linked to its page on the block explorer in a new tab. */
export function TxHashLink({ txHash, href, className, ...props }: TxHashLinkProps) {
  return (
    <a
      data-slot="tx-hash-link"
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      // relative: the hidden full name is placed within the link, so in a table scrolled sideways
      // it cannot widen the page.
      className={cn(
        'relative inline-flex w-fit max-w-full items-center gap-1 rounded-sm py-0.5 font-mono text-xs text-muted underline decoration-muted/40 underline-offset-2 hover:text-text hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        className,
      )}
      {...props}
    >
      <span aria-hidden className="truncate">
        {shortHash(txHash)}
      </span>
      <span className="sr-only">{`Transaction ${txHash} on the block explorer (opens in a new tab)`}</span>
      <ExternalLink aria-hidden className="size-3 shrink-0" />
    </a>
  );
}

export type ChainStatusProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The contract's `chainState`: verified, waiting, mismatch, unreachable, expired. */
  state: string;
  /** What to say: the member's note or the staff's finding (shown with a capital first letter). */
  text: string;
  /** The transaction hash, shown shortened; the link names it whole for screen readers. */
  txHash: string;
  /** The block explorer's page of the transaction (Tronscan, BscScan). */
  href: string;
};

/** A payment's state on chain in words, with its transaction hash linked to the block explorer. */
export function ChainStatus({ state, text, txHash, href, className, ...props }: ChainStatusProps) {
  const { tone, icon: Icon } = looks[state] ?? { tone: 'muted', icon: Hourglass };
  return (
    <div
      data-slot="chain-status"
      data-state={state}
      className={cn(chainStatusVariants({ tone }), className)}
      {...props}
    >
      <Icon data-slot="chain-icon" aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span
        data-slot="chain-text"
        className="block min-w-0 font-medium break-words text-pretty first-letter:uppercase"
      >
        {text}
      </span>
      <TxHashLink txHash={txHash} href={href} className="col-start-2" />
    </div>
  );
}
