/**
 * `npm run bench -- [--quick] [--engine pg|pglite|both] [--keep] [--no-lighthouse]` (README "Performance"),
 * or `npm run bench -- --scale` (bench/scale.ts):
 * builds the networks, measures ours against the usual way and the real server under load, and
 * writes bench/results/. BENCH_DATABASE_URL names the PostgreSQL server (databases lte_bench_*).
 */
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { parseOptions } from './config';
import { benchScale } from './scale';
import { dropTemplates, postgresVersion } from './databases';
import { argon2PerSecond } from './load';
import { writeResults, type Machine, type RunResult } from './report';
import { stopAllServers } from './server';
import {
  benchNetwork,
  benchScalePoint,
  type NetworkResult,
  type ScalePoint,
  type SuiteHooks,
} from './suite';

const say = (line: string) => console.log(line);

/** scripts/lib.mjs is plain JavaScript shared with the start and test scripts. */
async function ensurePrerequisites(lighthouse: boolean) {
  const lib = (await import(pathToFileURL(resolve('scripts/lib.mjs')).href)) as {
    ensureBuild(): void;
    ensureChromium(): void;
  };
  lib.ensureBuild();
  // Lighthouse drives Debian's chromium, installed as `npm test` installs it.
  if (lighthouse) lib.ensureChromium();
}

const cleanups = new Set<() => Promise<void>>();
let cleaning: Promise<void> | undefined;
function cleanup() {
  cleaning ??= (async () => {
    await stopAllServers();
    for (const c of cleanups) await c().catch((e: unknown) => say(`cleanup: ${String(e)}`));
    cleanups.clear();
    await dropTemplates();
  })();
  return cleaning;
}

async function main() {
  // The multi-machine figures are a run of their own (README "Running on more than one machine").
  if (process.argv.includes('--scale')) {
    await benchScale(say);
    return;
  }
  const options = parseOptions(process.argv.slice(2));
  const started = new Date();
  const deadline = setTimeout(() => {
    say(`The run exceeded ${options.deadlineMinutes} minutes: stopping and cleaning up.`);
    void cleanup().then(() => process.exit(1));
  }, options.deadlineMinutes * 60_000);
  deadline.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      say(`${signal}: stopping the server and dropping the bench databases...`);
      void cleanup().then(() => process.exit(130));
    });
  }

  await ensurePrerequisites(options.lighthouse);
  const postgres = options.engines.includes('pg')
    ? await postgresVersion(options.adminUrl).catch((e: unknown) => {
        throw new Error(`PostgreSQL at BENCH_DATABASE_URL is unreachable: ${String(e)}`);
      })
    : null;
  const machine: Machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    postgres,
    loadAverage: loadavg(),
  };
  say(
    `Benchmark (${options.mode}) on ${machine.cpus} CPUs, ${machine.memoryGb} GB (${Math.round(freemem() / 2 ** 30)} GB free), ` +
      `Node ${machine.node}, PostgreSQL ${postgres ?? '–'}, load average ${machine.loadAverage.map((l) => l.toFixed(1)).join(' ')}`,
  );
  const argon2 = await argon2PerSecond(options.budgets.argon2Seconds);
  say(
    `argon2id with the server's settings: ${argon2.perSecond} verifications/s (${argon2.parallel} at a time)`,
  );

  const hooks: SuiteHooks = {
    say,
    track(c) {
      cleanups.add(c);
      return () => cleanups.delete(c);
    },
  };
  const scaling: ScalePoint[] = [];
  for (const engine of options.engines) {
    for (const spec of options.networks[engine]) {
      for (const members of options.scaling[engine]) {
        say(
          `\n${engine === 'pg' ? 'PostgreSQL' : 'PGlite'}: (${spec.key}) at ${members.toLocaleString('en')} members, for the scaling table`,
        );
        const point = await benchScalePoint(
          engine,
          spec,
          members,
          { adminUrl: options.adminUrl, budgets: options.budgets },
          hooks,
        );
        scaling.push(point);
        say(
          `  placement ${JSON.stringify(point.ours.placement)}, approval ${JSON.stringify(point.ours.approval)}`,
        );
      }
    }
  }

  const networks: NetworkResult[] = [];
  const lighthouseEngine = options.engines.includes('pg') ? 'pg' : options.engines[0];
  for (const engine of options.engines) {
    for (const spec of options.networks[engine]) {
      say(`\n${engine === 'pg' ? 'PostgreSQL' : 'PGlite'}: ${spec.title}`);
      const lighthouse = options.lighthouse && engine === lighthouseEngine && spec.key === 'b';
      networks.push(
        await benchNetwork(
          engine,
          spec,
          { adminUrl: options.adminUrl, keep: options.keep, budgets: options.budgets, lighthouse },
          hooks,
        ),
      );
    }
  }

  const run: RunResult = {
    date: started.toISOString().slice(0, 10),
    mode: options.mode,
    startedAt: started.toISOString(),
    seconds: Math.round((Date.now() - started.getTime()) / 1000),
    machine,
    argon2,
    networks,
    scaling,
    notes: NOTES,
  };
  const written = writeResults(run);
  say(`\n${written.text}\nWritten: ${written.json}, ${written.md}, ${written.svg}`);
  const ledgerBroken = networks.some((n) => n.ledgerProblems.length > 0);
  if (ledgerBroken) process.exitCode = 1;
}

const NOTES = [
  'Networks are generated in memory in O(N) and loaded set-based (unnest batches of 50,000 rows, foreign-key triggers skipped); bench/networks.test.ts checks on small networks that the rows equal what the application writes member by member and order by order.',
  'Audit-log rows of the loaded orders are not generated (their hash chain is sequential); the ledger transfers are.',
  'Ours and the usual way are timed in-process in transactions that are rolled back, on the same database; the usual way runs within a time budget and is extrapolated linearly beyond it (marked). The usual close runs in one transaction (no commit per member), which favours it.',
  "Closes are timed over HTTP as the admin (POST /api/admin/payouts/close, then /api/admin/scholarships/close), after the load, each on a settled database (on PostgreSQL the bench runs vacuum analyze and a checkpoint first; then it waits for quiet CPUs, the idle share shown beside the time); the orders were approved in the previous month, so the scholarship run pays them all. Their members' payout and scholarship notices are written by the notification worker after each close commits (decision 0013).",
  'Latencies are measured by autocannon in the bench process on the same 2 CPUs as the server and PostgreSQL, alongside other work on the machine: expect noise.',
];

main()
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message).slice(0, 4000) : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanup();
    // Pools, PGlite and timers must not keep the process alive once the results are written.
    setTimeout(() => process.exit(), 500).unref();
  });
