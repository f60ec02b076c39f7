import { unstable_serialize, type Key, type Middleware } from 'swr';

/** The cache keys filled from the page (src/lib/page-data.ts) for its first render. */
const cachedFromPage = new Set<string>();
let firstRenderDone = false;

export function markCachedFromPage(key: Key) {
  cachedFromPage.add(unstable_serialize(key));
}

/** Whether the page's data may still be taken: only for its first render. */
export const pageDataIsCurrent = () => !firstRenderDone;

/**
 * Called once the page's first render is committed (src/app/shell.tsx): from then on what the
 * page carried is old, hooks mounting later ask as usual and nothing more is taken from it.
 */
export function endPageDataFreshness() {
  firstRenderDone = true;
  cachedFromPage.clear();
}

/**
 * SWR middleware (src/app/shell.tsx): hooks mounting in the page's first render take what the
 * page carried without asking again at once; the server wrote it for this very page. Asking again
 * cost a slow phone a second render of the whole page (README "Performance"). Kept apart from the
 * data's parsing so the entry loads no contract for it.
 */
export const keepPageDataOnFirstMount: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const fresh = cachedFromPage.has(unstable_serialize(key));
  return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
};
