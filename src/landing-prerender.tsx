// Built with `vite build --ssr` and run by scripts/prerender-landing.mjs: the landing page's HTML
// goes into landing.html at build time, so a phone paints it before any script has arrived.
import { renderToString } from 'react-dom/server';
import { Shell } from './app/shell';
import LandingPage from './pages/landing-page';

export function renderLanding(): string {
  return renderToString(
    <Shell>
      <LandingPage />
    </Shell>,
  );
}
