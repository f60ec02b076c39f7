import './app/zod-jitless';
import { AppRoutes, preloadRoute } from './app/router';
import { boot } from './app/boot';
import { registerServiceWorker } from './app/service-worker';

/** How long the first render waits for the opened page's code; the served frame shows meanwhile. */
const CODE_WAIT_MS = 5_000;

// Rendering before the page's code is here would only suspend, and React holds a suspended
// reveal back (src/app/preloadable.tsx); rendering once it is here paints the page in one go.
void Promise.race([
  preloadRoute(window.location.pathname),
  new Promise((done) => setTimeout(done, CODE_WAIT_MS)),
]).then(() => boot(<AppRoutes />));
registerServiceWorker();
