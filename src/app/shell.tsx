import { StrictMode, useEffect, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { endPageDataFreshness, keepPageDataOnFirstMount } from '@/lib/page-data-freshness';

const SWR_RULES = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  use: [keepPageDataOnFirstMount],
};

/** What wraps every entry's tree, in the browser and when the landing page is prerendered. */
export function Shell({ children }: { children: ReactNode }) {
  // Runs once the first render is committed (effects run children first); a part that suspended
  // then mounts later and asks for its data as usual.
  useEffect(endPageDataFreshness, []);
  return (
    <StrictMode>
      <SWRConfig value={SWR_RULES}>{children}</SWRConfig>
    </StrictMode>
  );
}
