import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { Shell } from './shell';
import '../styles/app.css';

/**
 * Renders an entry's tree into #root with the page answer's style nonce and the app's SWR rules;
 * a page prerendered at build time (the landing page) is hydrated instead of drawn again.
 */
export function boot(app: ReactNode) {
  // The server puts this page answer's style nonce here; dialogs' injected styles carry it (CSP).
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  const tree = <Shell>{app}</Shell>;
  // As a transition, hydration and the first render yield to the browser every few milliseconds
  // instead of blocking a slow phone's main thread for the whole page in one task (Lighthouse:
  // total blocking time); an area's prerendered frame stays on screen meanwhile.
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, tree));
  else {
    const app = createRoot(root);
    startTransition(() => app.render(tree));
  }
}
