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
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/contact': 'http://127.0.0.1:3000' } },
});
