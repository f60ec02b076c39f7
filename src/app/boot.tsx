import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { SWRConfig } from 'swr';
import '../styles/app.css';

/** Renders an entry's tree into #root, with the page answer's style nonce and the app's SWR rules. */
export function boot(app: ReactNode) {
  // The server puts this page answer's style nonce here; dialogs' injected styles carry it (CSP).
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  createRoot(root).render(
    <StrictMode>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>{app}</SWRConfig>
    </StrictMode>,
  );
}
