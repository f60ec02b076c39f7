import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/vite-service-worker.ts';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = { '@': at('./src'), '@contract': at('./contract') };

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker(at('./src/pwa/service-worker.ts'))],
  resolve: { alias },
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
    // wait for the kit; the kit and the icons arrive once, with the first area or page.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'boot',
              test: /node_modules[\\/](react|react-dom|scheduler|get-nonce)[\\/]|src[\\/]ui[\\/]lib[\\/]link/,
              priority: 3,
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 2 },
            {
              name: 'kit',
              test: /src[\\/]ui[\\/]|node_modules[\\/](class-variance-authority|clsx|tailwind-merge)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/contact': 'http://127.0.0.1:3000' } },
});
