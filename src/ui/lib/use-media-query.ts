import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes. `serverValue` is what a render
 * without a window (the landing page's prerender) assumes.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
