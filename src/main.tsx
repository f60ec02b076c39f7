import { AppRoutes } from './app/router';
import { boot } from './app/boot';

boot(<AppRoutes />);
