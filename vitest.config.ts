import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

const chromium = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--font-render-hinting=none',
  ],
};

/** `*.pg.test.ts` need real parallel connections (races): PostgreSQL only. */
const serverProject = (
  name: string,
  env: Record<string, string>,
  races: boolean,
): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'node',
    include: [
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'src/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    exclude: races ? [] : ['**/*.pg.test.ts'],
    env,
    ...(races ? { globalSetup: ['server/test/pooler-setup.ts'] } : {}),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

/** Every story as a test in Chromium: play functions, axe checks and the visual baseline. */
const storybookProject: TestProjectInlineConfiguration = {
  extends: true,
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromium,
        // A window larger than any story viewport, so stories are never scaled down to fit.
        contextOptions: { reducedMotion: 'reduce', viewport: { width: 1280, height: 6200 } },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 768 },
      expect: {
        toMatchScreenshot: {
          // On a loaded 2-core machine two equal frames in a row can take well over the default 5 s.
          timeout: 30_000,
          comparatorName: 'pixelmatch',
          // A handful of anti-aliased pixels may flicker between runs; any real change of style or
          // layout moves far more than 16.
          comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 16 },
        },
      },
    },
    setupFiles: ['.storybook/vitest.setup.ts'],
    // Room for play functions and the screenshot's stability wait on a busy machine.
    testTimeout: 90_000,
    // One more attempt for a story whose screenshot differed, and for nothing else; `npm test`
    // names every story that needed it (.storybook/vitest.setup.ts says why).
    retry: { count: 1, condition: /toMatchScreenshot/ },
  },
};

const postgresUrl = process.env['TEST_DATABASE_URL'];
/** `npm run test:server` leaves the browser project out (faster, and independent of stories). */
const serverOnly = process.env['TEST_SERVER_ONLY'] === '1';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        serverProject('server-pglite', { TEST_DB: 'pglite' }, false),
        ...(postgresUrl ? [serverProject('server-pg', { TEST_DB: 'pg' }, true)] : []),
        ...(serverOnly ? [] : [storybookProject]),
      ],
    },
  }),
);
