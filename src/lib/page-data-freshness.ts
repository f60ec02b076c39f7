import { unstable_serialize, type Key, type Middleware } from 'swr';

/** The cache keys filled from the page (src/lib/page-data.ts) for its first render. */
const cachedFromPage = new Set<string>();

export function markCachedFromPage(key: Key) {
  cachedFromPage.add(unstable_serialize(key));
}

/** Called once the page's first render is committed (src/app/shell.tsx): later mounts ask. */
export function endPageDataFreshness() {
  cachedFromPage.clear();
}

/**
 * SWR middleware (src/app/shell.tsx): hooks mounting in the page's first render take what the
 * page carried without asking again at once; the server wrote it for this very page. Asking again
 * cost a slow phone a second render of the whole page (README "Performance"). A hook mounting
 * later (another page, the same page opened again) asks as usual. Kept apart from the data's
 * parsing so the entry loads no contract for it.
 */
export const pageDataIsFresh: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const fresh = cachedFromPage.has(unstable_serialize(key));
  return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
};
