import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * For a dialog opened without a DialogTrigger (e.g. from a table row's button): remembers what had
 * focus when it opened and gives a DialogContent `onCloseAutoFocus` handler that returns focus
 * there, or to `fallback` when that element is gone (e.g. the row was removed by the action).
 */
export function useReturnFocus(open: boolean, fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    const target = opener.current?.isConnected ? opener.current : fallback?.current;
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
}
