import { AppRoutes } from './app/router';
import { boot } from './app/boot';
import { registerServiceWorker } from './app/service-worker';

boot(<AppRoutes />);
registerServiceWorker();
