import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { formatPoints } from '../lib/format';
import { StatusBadge } from '../status-badge/status-badge';

export type RankStatus = 'Claimed' | 'unclaimed' | 'Not Achieved';

export const rankRowVariants = cva('group transition-colors hover:bg-raised', {
  variants: {
    status: {
      Claimed: '',
      unclaimed: '',
      'Not Achieved': '[&_[data-slot=rank-reward]]:text-muted',
    },
  },
  defaultVariants: { status: 'Not Achieved' },
});

const statusTones = {
  Claimed: 'accent',
  unclaimed: 'danger',
  'Not Achieved': 'muted',
} as const;

const cell = 'border-t border-border px-4 py-3 align-middle';
const stickyCell =
  'sticky left-0 z-[1] bg-surface transition-colors group-hover:bg-raised max-md:border-r max-md:border-border';

export type RankRowProps = Omit<ComponentProps<'tr'>, 'children'> &
  Omit<VariantProps<typeof rankRowVariants>, 'status'> & {
    /** The rank's name, e.g. 'Starter'. */
    rank: string;
    /** Points needed for the rank. */
    points: number;
    /** The reward of the rank, e.g. 'Mobile cover / USDT'. */
    reward: ReactNode;
    /** Shown verbatim: Claimed in green, unclaimed in red, Not Achieved muted. */
    status: RankStatus;
  };

/** One row of the Rank & Rewards table; put it inside a RankTable. */
export function RankRow({ rank, points, reward, status, className, ...props }: RankRowProps) {
  return (
    <tr
      data-slot="rank-row"
      data-state={status === 'Not Achieved' ? 'not-achieved' : status.toLowerCase()}
      className={cn(rankRowVariants({ status }), className)}
      {...props}
    >
      <th
        scope="row"
        data-slot="rank-name"
        className={cn(cell, stickyCell, 'text-left font-semibold whitespace-nowrap text-text')}
      >
        {rank}
      </th>
      <td
        data-slot="rank-points"
        className={cn(cell, 'text-right font-medium whitespace-nowrap text-text tabular')}
      >
        {formatPoints(points)}
      </td>
      <td data-slot="rank-reward" className={cn(cell, 'min-w-48 text-left break-words text-text')}>
        {reward}
      </td>
      <td data-slot="rank-status" className={cn(cell, 'text-left whitespace-nowrap')}>
        <StatusBadge status={status} tone={statusTones[status]} />
      </td>
    </tr>
  );
}

export type RankTableProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The visible title of the table, e.g. 'Rank & Rewards'. */
  caption: ReactNode;
  /** The RankRow rows. */
  children: ReactNode;
};

const headerCell =
  'h-11 px-4 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase';

/** The Rank & Rewards table: Rank, Points, Reward and Status; scrolls sideways on phones with the rank column kept in view. */
export function RankTable({ caption, children, className, ...props }: RankTableProps) {
  const titleId = useId();
  return (
    <section
      data-slot="rank-table"
      className={cn(
        'min-w-0 overflow-hidden rounded-lg border border-border bg-surface shadow-card',
        className,
      )}
      {...props}
    >
      <h2
        id={titleId}
        data-slot="rank-table-caption"
        className="border-b border-border px-4 py-3.5 text-base font-semibold break-words text-text"
      >
        {caption}
      </h2>
      <div
        data-slot="rank-table-scroll"
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent"
      >
        <table
          aria-labelledby={titleId}
          className="w-full border-separate border-spacing-0 text-sm"
        >
          <thead>
            <tr>
              <th
                scope="col"
                className={cn(headerCell, stickyCell, 'text-left group-hover:bg-surface')}
              >
                Rank
              </th>
              <th scope="col" className={cn(headerCell, 'text-right')}>
                Points
              </th>
              <th scope="col" className={cn(headerCell, 'text-left')}>
                Reward
              </th>
              <th scope="col" className={cn(headerCell, 'text-left')}>
                Status
              </th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </section>
  );
}
