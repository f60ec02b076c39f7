import { createElement, lazy, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * `React.lazy` that renders at once when its code has already arrived (preloaded at boot, see
 * `preloadRoute`). A lazy component suspends on its first render even then, and React holds a
 * Suspense reveal back for up to 300 ms: on a phone, the page's first paint waiting for nothing.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the component would mount the page again.
    const [Ready] = useState(() => loaded);
    return Ready ? createElement(Ready, props) : createElement(Lazy, props);
  }
  return { Component: Preloadable, preload };
}
