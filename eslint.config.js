import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Admin console folders every sub-feature may use (with admin/paths.ts); the others are sub-features. */
const adminPlumbing = ['api', 'shared', 'testing'];
const adminSubFeatures = readdirSync(new URL('./src/features/admin', import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory() && !adminPlumbing.includes(d.name))
  .map((d) => d.name);

const zone = (files, ...groups) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: groups.map(([group, message]) => ({ group, message })) },
    ],
  },
});

const notServer = [
  [
    '**/server/**',
    '**/server',
    // React's own renderer (the landing page is prerendered at build time), not our API server.
    '!react-dom/server',
    'drizzle-orm*',
    'fastify*',
    'pg',
    '@electric-sql/*',
  ],
  'The client never imports the server.',
];
const kitOnly = [
  [
    '@/features/*',
    '@/pages/*',
    '@/app/*',
    '@/lib/*',
    '@contract/*',
    'swr',
    'react-router*',
    '**/features/**',
    '**/pages/**',
    '**/app/**',
  ],
  'The kit (src/ui) knows nothing of features, pages, routing, SWR or the API.',
];
const libOnly = [
  ['@/features/*', '@/pages/*', '@/app/*', '@/ui/*'],
  'src/lib holds shared client plumbing; it depends on the contract only.',
];
const belowApp = [['@/app/*'], 'Pages and features sit below the app shell.'];
const featureBounds = (feature, extra = []) => [
  [
    '@/pages/*',
    ...features.filter((f) => f !== feature).map((f) => `@/features/${f}/**`),
    '../../*',
    ...extra,
  ],
  'A feature uses the kit, src/lib and the contract; never a page or another feature.',
];

/**
 * The admin console's sub-features are bounded like features: each uses the kit, src/lib, the
 * contract and the admin plumbing (admin/shared, admin/api, admin/paths.ts, admin/testing), never
 * another sub-feature; the plumbing (`sub` undefined) never imports a sub-feature.
 */
const adminBounds = (sub, extra = []) => [
  [
    '@/pages/*',
    ...features.filter((f) => f !== 'admin').map((f) => `@/features/${f}/**`),
    ...adminSubFeatures
      .filter((other) => other !== sub)
      .flatMap((other) => [
        `@/features/admin/${other}`,
        `@/features/admin/${other}/**`,
        `../${other}`,
        `../${other}/**`,
      ]),
    '../../*',
    ...extra,
  ],
  sub === undefined
    ? 'The admin plumbing (shared, api, paths.ts, testing) serves the sub-features; it never imports one.'
    : 'An admin sub-feature uses the kit, src/lib, the contract and the admin plumbing (shared, api, paths.ts, testing); never a page, another feature or another admin sub-feature: move what two share into admin/shared.',
];

/** Import boundaries: the kit <- features <- pages <- app; the contract (zod only) <- server and client. */
const boundaries = [
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/mini)?$|\\./)',
              message:
                'The contract imports only zod or zod/mini (and itself): server and client both depend on it.',
            },
          ],
        },
      ],
    },
  },
  zone(
    ['server/**/*.ts'],
    [['@/*', '**/src/**', 'react*', 'swr'], 'The server never imports the client.'],
  ),
  zone(['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'], notServer),
  zone(['src/ui/**/*.{ts,tsx}'], notServer, kitOnly),
  zone(['src/lib/**/*.{ts,tsx}'], notServer, libOnly),
  // Story harnesses shared by several features (a mocked API in a member frame) may use the kit's
  // link seam; they are never imported by application code.
  zone(['src/lib/testing/**/*.{ts,tsx}'], notServer, [
    ['@/features/*', '@/pages/*', '@/app/*'],
    'A story harness serves features; it never imports them.',
  ]),
  zone(['src/pages/**/*.{ts,tsx}'], notServer, belowApp),
  ...features.flatMap((feature) => [
    zone([`src/features/${feature}/**/*.{ts,tsx}`], notServer, belowApp, featureBounds(feature)),
    zone(
      [`src/features/${feature}/*.{ts,tsx}`],
      notServer,
      belowApp,
      featureBounds(feature, ['../*']),
    ),
  ]),
  // After the admin feature's own zone, so these replace its rule for the files they cover.
  zone(
    adminPlumbing.map((dir) => `src/features/admin/${dir}/**/*.{ts,tsx}`),
    notServer,
    belowApp,
    adminBounds(undefined),
  ),
  zone(['src/features/admin/*.{ts,tsx}'], notServer, belowApp, adminBounds(undefined, ['../*'])),
  ...adminSubFeatures.map((sub) =>
    zone([`src/features/admin/${sub}/**/*.{ts,tsx}`], notServer, belowApp, adminBounds(sub)),
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'storybook-static',
      'bench/results',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-undef': 'off',
    },
  },
  ...boundaries,
);
