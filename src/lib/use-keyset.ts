import { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { messageOf } from './api';
import { withQuery } from './with-query';

/** One page of a keyset-paginated list (contract/admin.ts `page`). */
export type KeysetPage<Item> = { items: Item[]; nextCursor: string | null };

/** What a paginated list view needs: the rows so far and the paging state. */
export type ListState<Row> = {
  /** Every row fetched so far; undefined until the first page arrives. */
  rows: Row[] | undefined;
  /** The first page is loading. */
  loading: boolean;
  /** The first page failed: the server's message or the fallback. */
  error?: string;
  /** A next page exists. */
  hasMore: boolean;
  /** The next page is loading. */
  loadingMore: boolean;
  /** The next page failed. */
  moreError?: string;
  /** Fetches the next page (or retries it). */
  onLoadMore: () => void;
  /** Fetches every shown page again, e.g. after a failure. */
  onRetry: () => void;
};

export const PAGE_SIZE = 50;

/** The paging line's figures of a list (the kit's Pagination takes them as they are). */
export const pagingOf = <Row>(list: ListState<Row>) => ({
  count: list.rows?.length ?? 0,
  hasMore: list.hasMore,
  loading: list.loadingMore,
  error: list.moreError,
  onLoadMore: list.onLoadMore,
});

/**
 * Keyset pages of one list (`?cursor=` from the previous page's `nextCursor`), as a ListState.
 * `base` is the list's path with its filters (null pauses); `fetchPage` fetches one page's path.
 */
export function useKeyset<Page extends KeysetPage<unknown>>(
  base: string | null,
  fetchPage: (path: string) => Promise<Page>,
  failure: string,
  limit: number = PAGE_SIZE,
) {
  const swr = useSWRInfinite<Page>(
    (index, previous: Page | null) => {
      if (base === null || (previous && !previous.nextCursor)) return null;
      const [path = '', search = ''] = base.split('?');
      const query = Object.fromEntries(new URLSearchParams(search));
      return withQuery(path, {
        ...query,
        limit,
        cursor: index === 0 ? undefined : previous?.nextCursor,
      });
    },
    fetchPage,
    { revalidateFirstPage: false },
  );
  const { data, error, size, setSize, isValidating, mutate } = swr;
  const last = data?.at(-1);
  const loadingMore = Boolean(data) && !error && size > (data?.length ?? 0);
  const failed = Boolean(error) && !isValidating;

  const list: ListState<Page['items'][number]> = {
    rows: data?.flatMap((page) => page.items),
    loading: !data && !failed,
    error: !data && failed ? messageOf(error, failure) : undefined,
    hasMore: Boolean(last?.nextCursor),
    loadingMore: loadingMore || (Boolean(data) && Boolean(error) && isValidating),
    moreError: data && failed ? messageOf(error, failure) : undefined,
    onLoadMore: () => {
      if (error) void mutate();
      else void setSize(size + 1);
    },
    onRetry: () => void mutate(),
  };
  return { list, pages: data, mutate };
}

/**
 * Marks the keyset lists read from a path (with any filters), e.g. another feature's queue after a
 * write that changed it: a shown one is read again now, the others when next shown. SWR's key
 * matchers skip infinite lists, and an infinite list shown again reuses its cached pages: so the
 * pages leave the cache, and the shown lists revalidate.
 */
export function useStaleKeysets() {
  const { cache, mutate } = useSWRConfig();
  return (path: string) => {
    const pages = `${path}?`;
    const lists = unstable_serialize(() => pages);
    const keys = [...cache.keys()];
    for (const key of keys) if (key.startsWith(pages)) cache.delete(key);
    for (const key of keys) if (key.startsWith(lists)) void mutate(key);
  };
}
