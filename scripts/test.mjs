// `npm test`: installs what is missing (dependencies, Debian's chromium, and PgBouncer for the
// PostgreSQL suites), then runs every suite:
// typecheck, lint, server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), story
// tests with visual regression in Chromium, and Playwright end to end against the built server.
// Ends with one line: "Tests: N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import {
  ensureBuild,
  ensureChromium,
  ensureDependencies,
  ensurePgbouncer,
  runAsync,
  runQuiet,
} from './lib.mjs';

ensureDependencies();
ensureChromium();
if (process.env.TEST_DATABASE_URL) ensurePgbouncer();

const totals = { passed: 0, failed: 0 };
const lines = [];
/** The failed tests by name, printed with the summary: CI shows only the output's tail. */
const failures = [];
const secondAttempts = [];
/** The first lines of a failure, without colour codes: enough to tell one failure from another. */
const firstLines = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => l.trim() && !/^\s+at /.test(l))
    .slice(0, 6)
    .join('\n      ');
function vitestFailures(report, label) {
  for (const file of report?.testResults ?? []) {
    const where = file.name.replace(process.cwd() + '/', '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failed) {
      failures.push(
        `${label}: ${where} › ${test.fullName}\n      ${firstLines(test.failureMessages?.[0])}`,
      );
    }
    // Stories that passed only on their second attempt (vitest.config.ts `retry`): named, so a
    // rare mismatch stays visible.
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed' && test.meta?.visualMismatch) {
        secondAttempts.push(
          `${where} › ${test.fullName}\n      first attempt: ${test.meta.visualMismatch}`,
        );
      }
    }
    // A file that failed outside its tests (import, set-up): its own message.
    if (file.status === 'failed' && !failed.length) {
      failures.push(`${label}: ${where}\n      ${firstLines(file.message)}`);
    }
  }
}
function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'expected' || test.status === 'skipped') continue;
      const error = test.results?.find((r) => r.error)?.error?.message;
      failures.push(
        `playwright [${test.projectName}] ${test.status}: ${[...path, spec.title].join(' › ')}\n      ${firstLines(error)}`,
      );
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, path);
}
const started = Date.now();
let stageStarted = started;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
/** Each stage's line says how long it took, so a slower suite shows where the time went. */
const record = (name, passed, failed) => {
  totals.passed += passed;
  totals.failed += failed;
  const took = minutes(Date.now() - stageStarted);
  stageStarted = Date.now();
  lines.push(`${failed ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed (${took})`);
};

async function check(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const code = await runAsync(command, args);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

async function postgresReachable(url) {
  const probe = runQuiet(process.execPath, [
    '-e',
    `const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1],connectionTimeoutMillis:5000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1));`,
    url,
  ]);
  return probe.status === 0;
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const postgres = process.env.TEST_DATABASE_URL;
if (postgres && !(await postgresReachable(postgres))) {
  console.error(`PostgreSQL at TEST_DATABASE_URL is unreachable: ${postgres}`);
  record('postgres reachable', 0, 1);
}

await check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
await check('lint', 'npm', ['run', '--silent', 'lint']);

console.log('\n=== vitest: server suites and stories (play, a11y, visual) ===');
const projects = ['server-pglite', ...(postgres ? ['server-pg'] : []), 'storybook'];
const vitestCode = await runAsync('npx', [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
const vitest = readJson('test-results/vitest.json');
if (vitest?.testResults) {
  // Files run side by side, so these are busy times, not wall time: they show the split.
  const busy = { stories: 0, server: 0 };
  for (const file of vitest.testResults) {
    const kind = /\.stories\.tsx$/.test(file.name) ? 'stories' : 'server';
    busy[kind] += Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0));
  }
  console.log(`vitest busy time: stories ${minutes(busy.stories)}, server ${minutes(busy.server)}`);
}
vitestFailures(vitest, 'vitest');
if (vitest) {
  record(
    'vitest',
    vitest.numPassedTests,
    vitest.numFailedTests + (vitestCode && !vitest.numFailedTests ? 1 : 0),
  );
} else {
  record('vitest (no report)', 0, 1);
}

if (postgres) {
  // The PostgreSQL suites again with the app behind PgBouncer in transaction mode, then the
  // multi-machine scenario (README "Running on more than one machine").
  console.log('\n=== vitest: PostgreSQL suites behind PgBouncer (transaction mode) ===');
  const pooledCode = await runAsync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server-pg',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-pooled.json',
    ],
    { env: { ...process.env, TEST_POOLER: '1', TEST_SERVER_ONLY: '1' } },
  );
  const pooled = readJson('test-results/vitest-pooled.json');
  vitestFailures(pooled, 'vitest behind PgBouncer');
  record(
    'vitest behind PgBouncer',
    pooled?.numPassedTests ?? 0,
    (pooled?.numFailedTests ?? 0) + (pooledCode && !pooled?.numFailedTests ? 1 : 0),
  );
  await check('scale scenario (primary, standby, PgBouncer, two instances)', 'npm', [
    'run',
    '--silent',
    'test:scale',
  ]);
}

console.log('\n=== build ===');
ensureBuild();
lines.push(`     build: ${minutes(Date.now() - stageStarted)}`);
stageStarted = Date.now();
await check('landing page JavaScript budget', 'node', ['scripts/check-bundle.mjs']);

console.log('\n=== playwright end to end ===');
const e2eCode = await runAsync('npx', ['playwright', 'test'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' },
});
const e2e = readJson('test-results/playwright.json');
for (const suite of e2e?.suites ?? []) playwrightFailures(suite);
if (e2e) {
  const failed = e2e.stats.unexpected + e2e.stats.flaky;
  record('playwright', e2e.stats.expected, failed + (e2eCode && !failed ? 1 : 0));
} else {
  record('playwright (no report)', 0, 1);
}

if (secondAttempts.length) {
  console.log(
    '\nPassed on a second attempt after a screenshot mismatch:\n' +
      secondAttempts.map((f) => `  ${f}`).join('\n'),
  );
}
if (failures.length) console.log('\nFailed:\n' + failures.map((f) => `  ${f}`).join('\n'));
console.log('\n' + lines.join('\n'));
console.log(`Took ${minutes(Date.now() - started)} after the installs.`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || !existsSync('test-results') ? 1 : 0);
