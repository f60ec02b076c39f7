import { ChevronDown, CircleExclamationPoint, RotateCcw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { formatPoints } from '../lib/format';

export type PaginationProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** How many items are shown so far. */
  count: number;
  /** More items follow (the server gave a next cursor). */
  hasMore: boolean;
  /** The next page is being fetched: the button shows a spinner. */
  loading?: boolean;
  /** Fetches the next page (and retries after an error). */
  onLoadMore: () => void;
  /** What is counted, singular and plural, e.g. ['order', 'orders']. */
  noun?: readonly [one: string, other: string];
  /** The next page failed to load: shown with a Try again button. */
  error?: string;
};

/**
 * 'Load more' paging for keyset-paginated lists: how many are shown, a Load more button while
 * more follow, and an explicit end state. Renders nothing for an empty list.
 */
export function Pagination({
  count,
  hasMore,
  loading = false,
  onLoadMore,
  noun = ['item', 'items'],
  error,
  className,
  ...props
}: PaginationProps) {
  if (count === 0 && !hasMore) return null;
  const word = count === 1 ? noun[0] : noun[1];
  const state = error ? 'error' : loading ? 'loading' : hasMore ? 'more' : 'end';
  return (
    <div
      data-slot="pagination"
      data-state={state}
      className={cn(
        'flex min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-muted',
        className,
      )}
      {...props}
    >
      <p aria-live="polite" data-slot="pagination-status" className="min-w-0 break-words">
        {hasMore ? (
          <>
            Showing <span className="font-semibold text-text tabular">{formatPoints(count)}</span>{' '}
            {word}
          </>
        ) : count === 1 ? (
          <>
            <span className="font-semibold text-text tabular">1</span> {word} · End of list
          </>
        ) : (
          <>
            All <span className="font-semibold text-text tabular">{formatPoints(count)}</span>{' '}
            {word} shown · End of list
          </>
        )}
      </p>
      {error ? (
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <p role="alert" className="flex items-start gap-1.5 break-words text-danger">
            <CircleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
          <Button variant="secondary" size="sm" loading={loading} onClick={onLoadMore}>
            {!loading && <RotateCcw aria-hidden />}
            Try again
          </Button>
        </div>
      ) : (
        hasMore && (
          <Button
            variant="secondary"
            size="sm"
            loading={loading}
            onClick={onLoadMore}
            data-slot="pagination-more"
          >
            {!loading && <ChevronDown aria-hidden />}
            Load more
          </Button>
        )
      )}
    </div>
  );
}
