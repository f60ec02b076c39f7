// Shared by the start and test scripts: only node built-ins, so they run before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

export function runQuiet(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

/** Runs a command, streaming its output, and resolves with its exit code. */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.vite')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs)
    return;
  console.log('Installing dependencies (npm ci)...');
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (ci.status === 0) return;
  // A lock file that drifted from package.json should not stop a fresh machine from starting.
  console.warn('npm ci failed; falling back to npm install');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const buildInputs = [
  'src',
  'server',
  'contract',
  'public',
  'index.html',
  'landing.html',
  'package-lock.json',
  'vite.config.ts',
  'vite.landing.config.ts',
  'tailwind.config.ts',
  'scripts/build-server.mjs',
];

/** Builds the client and the server when any of their sources is newer than the last build. */
export function ensureBuild() {
  const stamp = 'dist/server/main.js';
  const built =
    existsSync(stamp) &&
    existsSync('dist/client/index.html') &&
    existsSync('dist/client/landing.html')
      ? statSync(stamp).mtimeMs
      : 0;
  if (built && Math.max(...buildInputs.map(newestMtime)) < built) return;
  console.log('Building the app...');
  run('npm', ['run', 'build']);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...packages]);
}

/** Installs Debian's chromium when it is missing (Playwright's own browser download cannot work here). */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Debian chromium for the browser suites...');
  aptInstall(['chromium', 'fonts-liberation']);
}

export const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

/** Installs Debian's PgBouncer for the PostgreSQL suites that run the server behind a pooler. */
export function ensurePgbouncer() {
  if (existsSync(PGBOUNCER)) return;
  console.log("Installing Debian's PgBouncer for the pooler suite...");
  aptInstall(['pgbouncer']);
}
