/**
 * One network on one engine, end to end: generate, load, time our deep-leg operations against the
 * usual way in-process, start the real server and drive it over HTTP, time the closes, check the
 * ledger, clean up.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from '../server/db/client';
import { checkLedger } from '../server/modules/integrity/ledger-check';
import { checkTour } from '../server/modules/tree/tour-legs';
import { extremeMember } from '../server/modules/tree/tour';
import {
  createUsualTables,
  dropUsualTables,
  usualApproval,
  usualClose,
  usualPlacement,
  type Timed,
} from './baseline';
import type { Budgets, NetworkSpec } from './config';
import { createBenchDatabase, TMP_DIR, type BenchDatabase, type Engine } from './databases';
import { call, tokenOf } from './http';
import { runLighthouse, waitForQuietCpu, type PageAudit } from './lighthouse';
import {
  argon2PerSecond,
  measure,
  SCENARIO_LABELS,
  type LoadContext,
  type Measurement,
} from './load';
import { loadNetwork, settle } from './loader';
import type { TourStats } from './tour-layout';
import type { Shape } from './tree';
import { ADMIN, ADMIN_TOTP_SECRET, BENCH_PASSWORD, codeOf, OPERATOR } from './people';
import { authenticator } from '../server/test/totp';

const adminCodes = authenticator(ADMIN_TOTP_SECRET);
import { buildNetwork, type Network } from './networks';
import { at } from './tree';
import { ourApproval, ourPlacement, type Repeated } from './ours';
import { startServer, type ServerProcess } from './server';

export type Failure = { error: string };
export type Outcome<T> = T | Failure;

export const failed = <T extends object>(o: Outcome<T>): o is Failure => 'error' in o;

/** A close over HTTP; `cpuIdleBefore`: how idle the CPUs were in the second before it was sent. */
export type Close = { seconds: number; status: number; answer: unknown; cpuIdleBefore?: number };

export type NetworkResult = {
  engine: Engine;
  key: NetworkSpec['key'];
  title: string;
  members: number;
  maxDepth: number;
  approvedOrders: number;
  /** The tour's B-tree as its placements grew it (decision 0011). */
  tour: TourStats;
  build: Record<string, number>;
  deep: {
    buyer: number;
    buyerDepth: number;
    legLength: number;
    ours: { approval: Outcome<Repeated>; placement: Outcome<Repeated> };
    usual: { approval: Outcome<Timed>; placement: Outcome<Timed>; close: Outcome<Timed> };
  };
  load: Measurement[];
  /** argon2id verifications per second measured just before the login load. */
  argon2?: { perSecond: number; parallel: number; cores: number };
  memory: {
    afterLoad: { rssMb: number; peakMb: number };
    afterCloses: { rssMb: number; peakMb: number };
  };
  closes: { period: Outcome<Close>; scholarship: Outcome<Close> };
  ledgerProblems: string[];
  lighthouse?: PageAudit[];
  /** Error lines the server logged (LOG_LEVEL=warn), the last few. */
  serverErrors: string[];
};

export type SuiteHooks = {
  say(line: string): void;
  /** Databases and folders to remove if the run is interrupted. */
  track(cleanup: () => Promise<void>): () => void;
};

const lapTimer = () => {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const seconds = Math.round(now - last) / 1000;
    last = now;
    return seconds;
  };
};

async function attempt<T extends object>(
  what: string,
  work: () => Promise<T>,
  say: (l: string) => void,
) {
  try {
    return await work();
  } catch (error) {
    const message = (error as Error).message.split('\n')[0]?.slice(0, 300) ?? String(error);
    const cause = (error as Error).cause;
    const detail = cause instanceof Error ? ` (${cause.message.slice(0, 200)})` : '';
    say(`  ${what} failed: ${message}${detail}`);
    return { error: `${message}${detail}` };
  }
}

/** The deepest member (the approval's buyer) and the length of the root's extreme-left leg. */
function deepest(network: Network) {
  let buyer = 1;
  for (let id = 2; id <= network.tree.size; id++) {
    if (at(network.tree.depth, id) > at(network.tree.depth, buyer)) buyer = id;
  }
  return { buyer, buyerDepth: at(network.tree.depth, buyer) };
}

/** Our approval for the deepest member and placement at the end of the root's extreme-left leg. */
async function oursInProcess(
  db: DatabaseHandle['db'],
  buyer: number,
  budgets: Budgets,
  say: (l: string) => void,
) {
  return {
    approval: await attempt(
      'our approval',
      () => ourApproval(db, buyer, budgets.oursIterations, budgets.oursSeconds),
      say,
    ),
    placement: await attempt(
      'our placement',
      () => ourPlacement(db, 1, budgets.oursIterations, budgets.oursSeconds),
      say,
    ),
  };
}

async function inProcess(
  handle: DatabaseHandle,
  network: Network,
  budgets: Budgets,
  say: (l: string) => void,
): Promise<NetworkResult['deep']> {
  const db = handle.db;
  const { buyer, buyerDepth } = deepest(network);
  const tail = await extremeMember(db, 1, 'L');
  const legLength = network.tree.depth[tail] ?? 0;
  await createUsualTables(db, network);
  const ours = await oursInProcess(db, buyer, budgets, say);
  const usual = {
    approval: await attempt(
      'usual approval',
      () => usualApproval(db, buyer, buyerDepth, 500, budgets.usualSeconds),
      say,
    ),
    placement: await attempt(
      'usual placement',
      () => usualPlacement(db, 1, legLength, budgets.usualSeconds),
      say,
    ),
    close: await attempt(
      'usual close',
      () => usualClose(db, network.tree.size, budgets.usualCloseSeconds, budgets.usualCloseMembers),
      say,
    ),
  };
  return { buyer, buyerDepth, legLength, ours, usual };
}

async function loadTest(
  server: ServerProcess,
  spec: NetworkSpec,
  ctx: LoadContext,
  argon2Seconds: number,
  say: (l: string) => void,
) {
  const results: Measurement[] = [];
  let argon2: NetworkResult['argon2'];
  for (const scenario of spec.scenarios) {
    const state = { next: 0 };
    if (scenario === 'login') {
      argon2 = await argon2PerSecond(argon2Seconds);
      say(`  argon2id alone, server settings: ${argon2.perSecond} verifications/s`);
    }
    if (spec.warmupSeconds > 0) {
      await measure(ctx, scenario, 10, spec.warmupSeconds, state);
      await server.drain();
    }
    for (const connections of spec.connections) {
      const m = await measure(ctx, scenario, connections, spec.seconds, state);
      // Requests still queued in the server when the window closed must not slow the next one.
      await server.drain();
      results.push(m);
      const errors = m.non2xx + m.errors;
      say(
        `  ${SCENARIO_LABELS[scenario].padEnd(28)} ${String(connections).padStart(2)} conn: ` +
          (m.requests
            ? `p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.rps} req/s`
            : 'no answer in the window') +
          (errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors (${m.samples[0] ?? ''})` : ''),
      );
    }
  }
  return { results, argon2 };
}

/**
 * How long the HTTP load and each close wait at most for the database's own work to finish
 * (autovacuum, checkpoints).
 */
const SETTLE_QUIET_LIMIT_MS = 180_000;

/**
 * Times one close over HTTP on a settled database, as a weekly or monthly close finds one: the
 * bench's HTTP load (or the close before) has just left dead rows, stale statistics and a busy
 * autovacuum, which a week of service would have cleared. On PostgreSQL the bench vacuums,
 * analyses and checkpoints (PGlite's only connection is the server's), then waits for quiet CPUs.
 */
async function timedClose(
  database: BenchDatabase,
  url: string,
  path: string,
  token: string,
  body?: Record<string, unknown>,
): Promise<Close> {
  if (database.engine === 'pg') {
    const handle = await database.open(1);
    try {
      await settle(handle.db, 'pg');
    } finally {
      await handle.close();
    }
  }
  const idle = await waitForQuietCpu(SETTLE_QUIET_LIMIT_MS);
  const res = await call<unknown>(url, path, { token, body, timeoutMs: 30 * 60_000 });
  if (res.status !== 200)
    throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
  return {
    seconds: Math.round(res.ms) / 1000,
    status: res.status,
    answer: res.json,
    ...(idle === undefined ? {} : { cpuIdleBefore: Math.round(idle * 100) / 100 }),
  };
}

/** One size of one shape for the scaling table: ours in-process, nothing over HTTP. */
export type ScalePoint = {
  engine: Engine;
  key: NetworkSpec['key'];
  members: number;
  buyerDepth: number;
  legLength: number;
  tour: TourStats;
  ours: { approval: Outcome<Repeated>; placement: Outcome<Repeated> };
};

/** The scaling table's point of a network: its own in-process figures. */
export const scalePointOf = (n: NetworkResult): ScalePoint => ({
  engine: n.engine,
  key: n.key,
  members: n.members,
  buyerDepth: n.deep.buyerDepth,
  legLength: n.deep.legLength,
  tour: n.tour,
  ours: n.deep.ours,
});

export async function benchScalePoint(
  engine: Engine,
  spec: NetworkSpec,
  members: number,
  options: { adminUrl: string; budgets: Budgets },
  hooks: SuiteHooks,
): Promise<ScalePoint> {
  const shape: Shape =
    spec.shape.kind === 'leg'
      ? { kind: 'leg', members, leg: Math.round((spec.shape.leg * members) / spec.shape.members) }
      : { ...spec.shape, members };
  const network = buildNetwork(shape);
  const database = await createBenchDatabase(engine, `${spec.key}s`, options.adminUrl);
  const uploadsDir = join(TMP_DIR, `${database.name}-uploads`);
  mkdirSync(uploadsDir, { recursive: true });
  const untrack = hooks.track(async () => {
    await database.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });
  try {
    const handle = await database.open();
    try {
      const loaded = await loadNetwork(handle.db, network, { uploadsDir });
      await settle(handle.db, engine);
      const { buyer, buyerDepth } = deepest(network);
      const tail = await extremeMember(handle.db, 1, 'L');
      const ours = await oursInProcess(handle.db, buyer, options.budgets, hooks.say);
      return {
        engine,
        key: spec.key,
        members,
        buyerDepth,
        legLength: network.tree.depth[tail] ?? 0,
        tour: loaded.tour,
        ours,
      };
    } finally {
      await handle.close();
    }
  } finally {
    untrack();
    await database.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

export async function benchNetwork(
  engine: Engine,
  spec: NetworkSpec,
  options: { adminUrl: string; keep: boolean; budgets: Budgets; lighthouse: boolean },
  hooks: SuiteHooks,
): Promise<NetworkResult> {
  const say = hooks.say;
  const lap = lapTimer();
  const build: Record<string, number> = {};
  const network = buildNetwork(spec.shape);
  build['generate (in memory)'] = lap();
  say(
    `  generated ${network.tree.size.toLocaleString('en')} members, depth ${network.maxDepth}, ${network.orders.length.toLocaleString('en')} orders (${build['generate (in memory)']} s)`,
  );

  const database: BenchDatabase = await createBenchDatabase(engine, spec.key, options.adminUrl);
  const uploadsDir = join(TMP_DIR, `${database.name}-uploads`);
  mkdirSync(uploadsDir, { recursive: true });
  const untrack = hooks.track(async () => {
    if (!options.keep) await database.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });
  build['create database'] = lap();
  let server: ServerProcess | undefined;
  try {
    let handle = await database.open();
    const loaded = await loadNetwork(handle.db, network, {
      uploadsDir,
      pendingOrders: spec.pending,
      sessions: spec.sessions,
    });
    for (const [step, seconds] of Object.entries(loaded.seconds)) build[`load: ${step}`] = seconds;
    lap();
    await settle(handle.db, engine);
    build['vacuum analyze'] = lap();
    say(
      `  loaded in ${Object.values(build)
        .reduce((a, b) => a + b, 0)
        .toFixed(1)} s`,
    );

    const deep = await inProcess(handle, network, options.budgets, say);
    build['deep-leg measurements'] = lap();
    // The in-process timings left the usual way's table and both ways' rolled-back writes (dead
    // rows, cleared visibility bits, autovacuum to come); the HTTP load measures the database as
    // a day of service leaves it, like the closes below.
    await dropUsualTables(handle.db);
    await settle(handle.db, engine);
    await handle.close();
    await waitForQuietCpu(SETTLE_QUIET_LIMIT_MS);
    build['settle after the deep-leg measurements'] = lap();

    server = await startServer(database.serverEnv, uploadsDir);
    build['server start'] = lap();
    const operatorToken = await tokenOf(server.url, '/topup/login', OPERATOR);
    const ctx: LoadContext = {
      url: server.url,
      members: network.tree.size,
      network: loaded,
      operatorToken,
      seed: 17,
    };
    const { results: load, argon2 } = await loadTest(
      server,
      spec,
      ctx,
      options.budgets.argon2Seconds,
      say,
    );
    const afterLoad = server.memory();
    build['HTTP load'] = lap();

    let lighthouse: PageAudit[] | undefined;
    if (options.lighthouse) {
      say('  Lighthouse (mobile): landing page, member dashboard');
      const member = await tokenOf(server.url, '/api/auth/login-user', {
        sponsorId: codeOf(2),
        password: BENCH_PASSWORD,
      });
      lighthouse = await runLighthouse(server.url, [
        { name: 'landing page', path: '/' },
        { name: 'member dashboard', path: '/userdashboard', cookie: `lte_member=${member}` },
      ]);
      for (const page of lighthouse) {
        say(
          `    ${page.page}: ${JSON.stringify(page.scores)}${page.error ? ` (${page.error})` : ''}`,
        );
      }
    }

    if (lighthouse) build['Lighthouse'] = lap();
    const url = server.url;
    // Inside the attempts: a server still wedged by earlier load fails the closes, not the run.
    const admin = async () =>
      tokenOf(url, '/api/admin/login', { ...ADMIN, code: await adminCodes.nextCode() });
    const period = await attempt(
      'period close',
      async () => {
        const token = await admin();
        // A close names the period it closes; the list of payouts answers the open one cheaply.
        const payouts = await call<{ open: { id: number } }>(url, '/api/admin/payouts?limit=1', {
          method: 'GET',
          token,
        });
        return timedClose(database, url, '/api/admin/payouts/close', token, {
          periodId: payouts.json.open.id,
        });
      },
      say,
    );
    const scholarship = await attempt(
      'scholarship close',
      async () => timedClose(database, url, '/api/admin/scholarships/close', await admin()),
      say,
    );
    const afterCloses = server.memory();
    build['closes'] = lap();
    say(
      `  closes: period ${failed(period) ? 'failed' : `${period.seconds} s`}, scholarship ${failed(scholarship) ? 'failed' : `${scholarship.seconds} s`}; server RSS peak ${afterCloses.peakMb} MB`,
    );
    const serverErrors = server.output
      .filter((l) => /"level":(50|60)/.test(l) || !l.startsWith('{'))
      .slice(-10);
    await server.stop();
    server = undefined;

    handle = await database.open();
    const ledgerProblems = [...(await checkLedger(handle.db)), ...(await checkTour(handle.db))];
    await handle.close();
    if (ledgerProblems.length) say(`  LEDGER CHECK FAILED: ${ledgerProblems.join('; ')}`);
    build['server stop, ledger check'] = lap();
    say(
      `  done in ${Object.values(build)
        .reduce((a, b) => a + b, 0)
        .toFixed(1)} s`,
    );

    return {
      engine,
      key: spec.key,
      title: spec.title,
      members: network.tree.size,
      maxDepth: network.maxDepth,
      approvedOrders: network.orders.length,
      tour: loaded.tour,
      build,
      deep,
      load,
      ...(argon2 ? { argon2 } : {}),
      memory: { afterLoad, afterCloses },
      closes: { period, scholarship },
      ledgerProblems,
      ...(lighthouse ? { lighthouse } : {}),
      serverErrors,
    };
  } finally {
    await server?.stop();
    untrack();
    if (!options.keep) await database.drop();
    else
      say(
        `  kept ${engine === 'pg' ? `database ${database.name}` : database.serverEnv['DATA_DIR']}`,
      );
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}
