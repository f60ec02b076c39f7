// The landing page's own entry (landing.html, served at "/"): no router, no member-area code, so
// the first page most visitors see loads only what it shows (README "Performance"). Its links leave the page.
import LandingPage from './pages/landing-page';
import { boot } from './app/boot';

boot(<LandingPage />);
