// Builds src/pwa/service-worker.ts into /sw.js beside the app's build, with the list of files it
// precaches (the app's entry, its styles and fonts, the offline page, the manifest and icons)
// and a version that changes whenever that list or the worker changes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

/** Files of public/ the worker keeps: the offline page, what it needs, and the install assets. */
const PUBLIC_FILES = [
  '/offline.html',
  '/offline.css',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];

/** Only the Latin subsets of the fonts: the others download when a page uses them. */
const SHELL_FONT = /-latin-(wght-normal|400-normal|600-normal)-[\w-]+\.woff2$/;

export function serviceWorker(source: string): Plugin {
  return {
    name: 'learn-trade-earn:service-worker',
    apply: 'build',
    async generateBundle(_, bundle) {
      // The app's build only: the landing page's and the prerender builds share this config.
      const entry = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === 'index',
      );
      if (!entry || entry.type !== 'chunk') return;
      const shell = [
        entry.fileName,
        ...entry.imports,
        ...(entry.viteMetadata?.importedCss ?? []),
        ...Object.keys(bundle).filter((name) => SHELL_FONT.test(name)),
      ].map((name) => `/${name}`);
      const precache = [...PUBLIC_FILES, ...shell];
      const code = readFileSync(source, 'utf8');
      const version = createHash('sha256')
        .update(code)
        .update(precache.join('\n'))
        .digest('hex')
        .slice(0, 12);
      const built = await transform(code, {
        loader: 'ts',
        format: 'iife',
        target: 'es2020',
        minify: true,
        define: { __PRECACHE__: JSON.stringify(precache), __VERSION__: JSON.stringify(version) },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: built.code });
    },
  };
}
