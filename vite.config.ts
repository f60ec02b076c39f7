import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/vite-service-worker.ts';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = { '@': at('./src'), '@contract': at('./contract') };

/**
 * A chunk group's test: the module lies under one of these places (paths from the repository's
 * root, or patterns of the whole path).
 */
const modulesIn =
  (...places: (string | RegExp)[]) =>
  (id: string) => {
    const path = id.replaceAll('\\', '/');
    return places.some((place) =>
      typeof place === 'string' ? path.includes(`/${place}`) : place.test(path),
    );
  };

/** A chunk group's test: what `take` accepts and `leave` does not. */
const except = (take: (id: string) => boolean, leave: (id: string) => boolean) => (id: string) =>
  take(id) && !leave(id);

/** What the entry itself runs: React, SWR, the kit's link context, zod's configuration. */
const BOOT = [
  ...[
    'react',
    'react-dom',
    'scheduler',
    'get-nonce',
    'swr',
    'use-sync-external-store',
    'dequal',
  ].map((name) => `node_modules/${name}/`),
  'node_modules/zod/v4/core/core.js',
  'node_modules/zod/v4/core/util.js',
  'src/ui/lib/link',
  'src/lib/page-data-freshness',
  // Vite's helper behind every lazy import: else it lands in the first chunk that has one.
  /vite\/preload-helper/,
];

/**
 * The contract and the code that calls it, with zod's core (src/app/router.tsx loads it early);
 * zod's locales stay with the page that words a message with one.
 */
const API = [
  'contract/',
  'src/lib/',
  /\/src\/features\/[^/]+\/api\//,
  'node_modules/zod/v4/core/',
  'node_modules/zod/v4/mini/',
];

/**
 * The staff areas' contract and calls: apart, so a member's pages never build their schemas
 * (the admin contract is the largest).
 */
const API_STAFF = [
  'contract/admin.ts',
  'contract/operator.ts',
  /\/src\/features\/(admin|operator)\/(.+\/)?api\//,
  'src/features/auth/api/staff-login.ts',
];

/**
 * The kit components the member area's shell and home page use (src/app/areas, pages/member/
 * home-page): one chunk for the page most members open first. Kept by hand: a component missing
 * here only arrives in the second kit chunk.
 */
const KIT = [
  ...['app-shell', 'footer', 'header', 'sidebar'].map((part) => `src/ui/app-shell/${part}.tsx`),
  ...[
    'bar-chart',
    'button',
    'card',
    'chain-status',
    'copy-link-field',
    'lib',
    'load-alert',
    'notification-bell',
    'qr-code',
    'share-button',
    'skeleton',
    'stat-card',
    'status-badge',
  ].map((component) => `src/ui/${component}/`),
  ...['class-variance-authority', 'clsx', 'tailwind-merge'].map((name) => `node_modules/${name}/`),
];

/** Radix's dialog and what it brings: the phone's menu drawer and the kit's dialogs share it. */
const DIALOG = [
  '@radix-ui',
  'aria-hidden',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'detect-node-es',
  'tslib',
].map((name) => `node_modules/${name}/`);

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker(at('./src/pwa/service-worker.ts'))],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      // React Router's package exports name only its development build (warnings and checks
      // included); its production build sits beside it.
      {
        find: /^react-router$/,
        replacement: at('./node_modules/react-router/dist/production/index.mjs'),
      },
      {
        find: /^react-router\/dom$/,
        replacement: at('./node_modules/react-router/dist/production/dom-export.mjs'),
      },
    ],
  },
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    emptyOutDir: true,
    manifest: true,
    // Fonts stay files: the Content-Security-Policy allows fonts from 'self' only, not data: URLs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    // Fewer, larger chunks: Lighthouse's slow phone pays a round trip per file, and the member
    // area used to fetch some sixty files of a few hundred bytes in three waves (README
    // "Performance"). What the entry needs stays with it ('boot'), so the first script does not
    // wait for the rest; the area's shell and its home page then need four more: the contract
    // and its helpers ('api'), the kit they use ('kit'), the icons, and the page itself.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', test: modulesIn(...BOOT), priority: 4 },
            { name: 'icons', test: modulesIn('node_modules/lucide-react/'), priority: 3 },
            { name: 'dialog', test: modulesIn(...DIALOG), priority: 3 },
            // A group takes what its modules import too: the member's 'api' goes first, so the
            // staff group keeps only what is the staff's alone.
            {
              name: 'api',
              test: except(modulesIn(...API), modulesIn(...API_STAFF)),
              priority: 2,
            },
            { name: 'kit', test: modulesIn(...KIT), priority: 2 },
            { name: 'api-staff', test: modulesIn(...API_STAFF), priority: 1 },
            // The rest of the kit arrives once, with the first page that uses any of it; the
            // phone's menu drawer on its own, when first opened.
            {
              name: 'kit-more',
              test: except(modulesIn('src/ui/'), modulesIn('src/ui/app-shell/drawer')),
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/contact': 'http://127.0.0.1:3000' } },
});
