import { StrictMode, useEffect, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { endPageDataFreshness, pageDataIsFresh } from '@/lib/page-data-freshness';

const SWR_RULES = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  use: [pageDataIsFresh],
};

/** What wraps every entry's tree, in the browser and when the landing page is prerendered. */
export function Shell({ children }: { children: ReactNode }) {
  // Runs after every hook of the first render has mounted (effects run children first).
  useEffect(endPageDataFreshness, []);
  return (
    <StrictMode>
      <SWRConfig value={SWR_RULES}>{children}</SWRConfig>
    </StrictMode>
  );
}
