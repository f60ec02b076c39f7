// The second client build: the landing page alone (landing.html), beside the app in dist/client.
// Its own build tree-shakes the kit and zod's core down to what the landing page uses.
import { defineConfig, mergeConfig } from 'vite';
import appConfig from './vite.config';

export default mergeConfig(
  appConfig,
  defineConfig({
    build: {
      emptyOutDir: false,
      manifest: '.vite/landing-manifest.json',
      // One lean script: the app's chunk groups (vite.config.ts) would split React and the kit
      // out of it into files the landing page then waits for.
      rolldownOptions: { input: 'landing.html', output: { codeSplitting: false } },
    },
  }),
);
