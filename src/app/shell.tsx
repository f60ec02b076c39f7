import { StrictMode, type ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** What wraps every entry's tree, in the browser and when the landing page is prerendered. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        {children}
      </SWRConfig>
    </StrictMode>
  );
}
