import { config } from 'zod/mini';

// The app's Content-Security-Policy allows no eval. Unless told jitless, zod probes `new Function`
// when it builds its first object schema, and the browser reports that as a CSP violation (an
// issue in the console, and points off Lighthouse's best practices). Imported first by the entry.
config({ jitless: true });
