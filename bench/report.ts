/** The run's results: JSON with every figure, a Markdown table of the targets, the latency chart. */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mode } from './config';
import type { Engine } from './databases';
import { CATEGORIES, LIGHTHOUSE_TARGETS, type PageAudit } from './lighthouse';
import { SCENARIO_LABELS, SCENARIOS, type Measurement, type ScenarioName } from './load';
import { failed, type NetworkResult, type Outcome } from './suite';
import { lineChart, type Marker, type Series } from './svg';

export const RESULTS_DIR = 'bench/results';

export type Machine = {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  platform: string;
  postgres: string | null;
  loadAverage: number[];
};

export type RunResult = {
  date: string;
  mode: Mode;
  startedAt: string;
  seconds: number;
  machine: Machine;
  argon2: { perSecond: number; parallel: number; cores: number };
  networks: NetworkResult[];
  notes: string[];
};

type Verdict = 'PASS' | 'MISS' | 'report' | 'n/a';
export type TargetRow = {
  target: string;
  measured: string;
  baseline: string;
  ratio: string;
  verdict: Verdict;
};

const ms = (v: number | null | undefined) =>
  v === undefined || v === null ? '–' : v < 1 ? '< 1 ms' : `${Math.round(v)} ms`;
const sec = (v: number | undefined) =>
  v === undefined
    ? '–'
    : v < 0.01
      ? `${(v * 1000).toFixed(2)} ms`
      : v < 1
        ? `${Math.round(v * 1000)} ms`
        : `${v.toFixed(1)} s`;
const times = (v: number) =>
  v >= 100 ? `${Math.round(v).toLocaleString('en')}x` : `${v.toFixed(1)}x`;
const pct = (v: number) => `${Math.round(v * 100)} %`;

function value<T extends object, V>(o: Outcome<T> | undefined, pick: (t: T) => V): V | undefined {
  return o === undefined || failed(o) ? undefined : pick(o);
}

function find(net: NetworkResult, scenario: ScenarioName, connections: number) {
  return net.load.find((m) => m.scenario === scenario && m.connections === connections);
}

const verdict = (ok: boolean | undefined, judged: boolean): Verdict =>
  !judged ? 'report' : ok === undefined ? 'n/a' : ok ? 'PASS' : 'MISS';

const errorsOf = (m: Measurement | undefined) =>
  m && m.non2xx + m.errors > 0 ? ` (${m.non2xx} non-2xx, ${m.errors} errors)` : '';

/** The performance targets (README "Performance") for one network (PostgreSQL network (b) is judged; the others are reported). */
export function targetRows(
  net: NetworkResult,
  argon2PerSecond: number,
  judged: boolean,
): TargetRow[] {
  const rows: TargetRow[] = [];
  const add = (
    target: string,
    measured: string,
    ok: boolean | undefined,
    baseline = '',
    ratio = '',
  ) => rows.push({ target, measured, baseline, ratio, verdict: verdict(ok, judged) });
  const levels = (scenario: ScenarioName) =>
    [10, 50]
      .map((c) => find(net, scenario, c))
      .filter((m): m is Measurement => m !== undefined)
      .map((m) => `${m.connections} conn: ${ms(m.p99)}`)
      .join(', ');

  const { ours, usual } = net.deep;
  for (const [scenario, what, op] of [
    ['registration', 'Registration with extreme placement', 'placement'],
    ['approval', 'Order approval by an operator', 'approval'],
  ] as const) {
    const one = find(net, scenario, 1);
    const others = levels(scenario);
    add(
      `${what}: p99 ≤ 25 ms (1 connection)`,
      `${ms(one?.p99)}${others ? ` (${others})` : ''}${errorsOf(one)}`,
      one && one.p99 !== null ? one.p99 <= 25 && one.non2xx + one.errors === 0 : undefined,
    );
    const oursS = value(ours[op], (r) => r.median);
    const usualS = value(usual[op], (r) => r.seconds);
    const extrapolated = value(usual[op], (r) => r.extrapolated) ? ' (extrapolated)' : '';
    const ratio = oursS && usualS ? usualS / oursS : undefined;
    add(
      `${op === 'placement' ? 'Placement' : 'Approval'} at the bottom of the deep leg: ≥ 100x the usual way`,
      `${sec(oursS)} in-process (median of ${value(ours[op], (r) => r.iterations) ?? 0})`,
      ratio === undefined ? undefined : ratio >= 100,
      `${sec(usualS)}${extrapolated}`,
      ratio === undefined ? '–' : times(ratio),
    );
  }
  for (const scenario of ['dashboard', 'genealogy'] as const) {
    const m = find(net, scenario, 50);
    add(
      `${SCENARIO_LABELS[scenario]}: p99 ≤ 15 ms at 50 connections`,
      `${ms(m?.p99)}${errorsOf(m)}`,
      m && m.p99 !== null ? m.p99 <= 15 && m.non2xx + m.errors === 0 : undefined,
    );
  }
  const dash = find(net, 'dashboard', 50);
  const ceiling = find(net, 'readyz', 50);
  const share = dash && ceiling && ceiling.rps > 0 ? dash.rps / ceiling.rps : undefined;
  add(
    'Dashboard throughput ≥ 50 % of the ceiling (GET /readyz), 50 connections',
    share === undefined ? '–' : `${pct(share)} (${dash?.rps} of ${ceiling?.rps} req/s)`,
    share === undefined ? undefined : share >= 0.5,
  );
  const logins = net.load.filter((m) => m.scenario === 'login');
  const best = logins.reduce<Measurement | undefined>(
    (b, m) => (!b || m.rps > b.rps ? m : b),
    undefined,
  );
  const argon2 = net.argon2?.perSecond ?? argon2PerSecond;
  const loginShare = best ? best.rps / argon2 : undefined;
  add(
    'Login throughput ≥ 80 % of raw argon2id verifications',
    loginShare === undefined
      ? '–'
      : `${pct(loginShare)} (${best?.rps} req/s at ${best?.connections} conn; argon2id ${argon2}/s just before)`,
    loginShare === undefined ? undefined : loginShare >= 0.8,
  );
  const closeS = value(net.closes.period, (c) => c.seconds);
  const usualClose = value(usual.close, (r) => r.seconds);
  add(
    `Period close of ${net.members.toLocaleString('en')} members ≤ 15 s (HTTP, admin)`,
    sec(closeS),
    closeS === undefined ? undefined : closeS <= 15,
    `${sec(usualClose)}${value(usual.close, (r) => r.extrapolated) ? ` (extrapolated from ${value(usual.close, (r) => r.steps)?.toLocaleString('en')} members)` : ''}`,
    closeS && usualClose ? times(usualClose / closeS) : '–',
  );
  const scholarship = value(net.closes.scholarship, (c) => c.seconds);
  add(
    'Scholarship close ≤ 10 s (HTTP, admin)',
    sec(scholarship),
    scholarship === undefined ? undefined : scholarship <= 10,
  );
  add(
    'Server RSS under load < 300 MB (VmHWM after the load)',
    `${net.memory.afterLoad.peakMb} MB (after the closes: ${net.memory.afterCloses.peakMb} MB)`,
    net.memory.afterLoad.peakMb > 0 ? net.memory.afterLoad.peakMb < 300 : undefined,
  );
  for (const page of net.lighthouse ?? []) {
    const parts = CATEGORIES.map((c) => `${page.scores[c] ?? '–'}`).join(' / ') + runsOf(page);
    const ok = page.error
      ? false
      : CATEGORIES.every((c) => (page.scores[c] ?? 0) >= LIGHTHOUSE_TARGETS[c]);
    add(
      `Lighthouse ${page.page} (mobile): perf ≥ 95 / a11y 100 / best practices ≥ 95`,
      page.error ? `error: ${page.error}` : parts,
      ok,
    );
  }
  return rows;
}

/** ' (the median run of 5; every run: 90, 92, 93, 95, 96)' when the page was measured more than once. */
function runsOf(page: PageAudit): string {
  const runs = page.performanceRuns ?? [];
  return runs.length > 1
    ? ` (the median run of ${runs.length}; every run: ${runs.join(', ')})`
    : '';
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const engineName = (e: Engine) => (e === 'pg' ? 'PostgreSQL' : 'PGlite');

export function markdown(run: RunResult): string {
  const out: string[] = [];
  const m = run.machine;
  out.push(
    `# Benchmark ${run.date} (${run.mode})`,
    '',
    `${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, PostgreSQL ${m.postgres ?? '–'}; ` +
      `load average at the start ${m.loadAverage.map((l) => l.toFixed(1)).join(' / ')}; ` +
      `run took ${Math.round(run.seconds / 60)} min. argon2id (server settings, ${run.argon2.parallel} at a time): ${run.argon2.perSecond} verifications/s.`,
    '',
  );
  for (const net of run.networks.filter((n) => n.key === 'b')) {
    const judged = net.engine === 'pg';
    out.push(
      `## Targets: ${engineName(net.engine)}, ${net.title}${judged ? '' : ' (reported, not judged)'}`,
      '',
      table(
        ['Target', 'Measured', 'The usual way', 'Ratio', 'Result'],
        targetRows(net, run.argon2.perSecond, judged).map((r) => [
          r.target,
          r.measured,
          r.baseline,
          r.ratio,
          r.verdict,
        ]),
      ),
      '',
    );
  }
  out.push('## Deep-leg operations, ours against the usual way (in-process, rolled back)', '');
  out.push(
    table(
      ['Engine', 'Network', 'Operation', 'Ours (median)', 'The usual way', 'Ratio'],
      run.networks.flatMap((n) =>
        (['placement', 'approval'] as const).map((op) => {
          const o = n.deep.ours[op];
          const u = n.deep.usual[op];
          const oursS = value(o, (r) => r.median);
          const usualS = value(u, (r) => r.seconds);
          const steps = value(u, (r) => r.totalSteps);
          return [
            engineName(n.engine),
            `(${n.key}) ${n.members.toLocaleString('en')}`,
            op === 'placement'
              ? `placement at the end of a ${n.deep.legLength.toLocaleString('en')}-deep leg`
              : `approval for a member ${n.deep.buyerDepth.toLocaleString('en')} deep`,
            failed(o) ? `error: ${o.error}` : sec(oursS),
            failed(u)
              ? `error: ${u.error}`
              : `${sec(usualS)} (${steps?.toLocaleString('en')} round trips${value(u, (r) => r.extrapolated) ? ', extrapolated' : ''})`,
            oursS && usualS ? times(usualS / oursS) : '–',
          ];
        }),
      ),
    ),
    '',
  );
  out.push('## HTTP load (autocannon over 127.0.0.1)', '');
  for (const net of run.networks) {
    out.push(`### ${engineName(net.engine)}, ${net.title}`, '');
    out.push(
      table(
        ['Scenario', 'Connections', 'p50', 'p99', 'req/s', 'non-2xx', 'errors'],
        net.load.map((x) => [
          SCENARIO_LABELS[x.scenario],
          String(x.connections),
          ms(x.p50),
          ms(x.p99),
          String(x.rps),
          String(x.non2xx),
          String(x.errors),
        ]),
      ),
      '',
    );
    const odd = net.load.filter((x) => x.samples.length > 0);
    for (const x of odd) {
      out.push(
        `- ${SCENARIO_LABELS[x.scenario]} at ${x.connections}: ${JSON.stringify(x.statuses)}; e.g. \`${x.samples[0]?.replace(/`/g, "'")}\``,
      );
    }
    if (odd.length) out.push('');
  }
  out.push('## Closes, memory, ledger', '');
  out.push(
    table(
      [
        'Engine',
        'Network',
        'Period close',
        'Scholarship close',
        'RSS peak after load',
        'RSS peak after closes',
        'Ledger check',
      ],
      run.networks.map((n) => [
        engineName(n.engine),
        `(${n.key}) ${n.members.toLocaleString('en')}`,
        failed(n.closes.period) ? `error: ${n.closes.period.error}` : sec(n.closes.period.seconds),
        failed(n.closes.scholarship)
          ? `error: ${n.closes.scholarship.error}`
          : sec(n.closes.scholarship.seconds),
        `${n.memory.afterLoad.peakMb} MB`,
        `${n.memory.afterCloses.peakMb} MB`,
        n.ledgerProblems.length ? n.ledgerProblems.join('; ') : 'OK',
      ]),
    ),
    '',
  );
  const lighthouse = run.networks.flatMap((n) => n.lighthouse ?? []);
  if (lighthouse.length) {
    out.push('## Lighthouse (mobile)', '');
    out.push(
      table(
        ['Page', ...CATEGORIES, 'Audits costing points'],
        lighthouse.map((p) => [
          `${p.page} (${p.path})`,
          ...CATEGORIES.map(
            (c) => String(p.scores[c] ?? '–') + (c === 'performance' ? runsOf(p) : ''),
          ),
          p.error ??
            (p.failing
              .map((f) => `${f.id} (${f.title}${f.display ? `: ${f.display}` : ''})`)
              .join('; ') ||
              '–'),
        ]),
      ),
      '',
    );
  }
  out.push('## Where the time went (seconds)', '');
  out.push(
    table(
      ['Engine', 'Network', 'Depth', 'Orders', 'Steps'],
      run.networks.map((n) => [
        engineName(n.engine),
        n.title,
        n.maxDepth.toLocaleString('en'),
        n.approvedOrders.toLocaleString('en'),
        Object.entries(n.build)
          .map(([k, v]) => `${k} ${v}`)
          .join('; '),
      ]),
    ),
    '',
  );
  if (run.notes.length) out.push('## Notes', '', ...run.notes.map((n) => `- ${n}`), '');
  return out.join('\n');
}

/** The chart's level of concurrency: measured on every network in both modes. */
const CHART_CONNECTIONS = 10;

/** p99 against network size, from this run and the latest run of the other mode. */
export function chart(runs: RunResult[]): string {
  const colors: Record<ScenarioName, string> = {
    readyz: '#6b7280',
    dashboard: '#2563eb',
    genealogy: '#16a34a',
    extremeLeft: '#9333ea',
    login: '#ea580c',
    registration: '#dc2626',
    approval: '#0891b2',
  };
  const markers: Record<NetworkResult['key'], Marker> = { a: 'square', b: 'circle', c: 'triangle' };
  const series: Series[] = [];
  for (const engine of ['pg', 'pglite'] as const) {
    for (const scenario of SCENARIOS) {
      for (const key of ['a', 'b', 'c'] as const) {
        const points: [number, number][] = [];
        for (const run of runs) {
          for (const n of run.networks.filter((x) => x.engine === engine && x.key === key)) {
            const m = find(n, scenario, CHART_CONNECTIONS);
            if (m?.p99) points.push([n.members, m.p99]);
          }
        }
        if (!points.length) continue;
        // The legend lists network (b)'s series; (a) and (c) share their colours, other markers.
        series.push({
          name: `${SCENARIO_LABELS[scenario]}, ${engine === 'pg' ? 'PostgreSQL' : 'PGlite'}`,
          color: colors[scenario],
          dashed: engine === 'pglite',
          marker: markers[key],
          points,
        });
      }
    }
  }
  return lineChart({
    title: `p99 latency at ${CHART_CONNECTIONS} connections against network size`,
    subtitle: `■ (a) random slots  ● (b) deep extreme-left leg  ▲ (c) zigzag; dashed: PGlite; runs: ${runs.map((r) => `${r.date} ${r.mode}`).join(', ')}`,
    xLabel: 'members (log scale)',
    yLabel: 'p99 latency, ms (log scale)',
    series: series.map((s) => ({ ...s, legend: s.marker === 'circle' })),
    height: 640,
    width: 980,
  });
}

/** The newest saved run of the other mode, for the chart's second size. */
function otherModeRun(mode: Mode): RunResult | undefined {
  if (!existsSync(RESULTS_DIR)) return undefined;
  const wanted = mode === 'quick' ? /^\d{4}-\d{2}-\d{2}\.json$/ : /^\d{4}-\d{2}-\d{2}-quick\.json$/;
  const files = readdirSync(RESULTS_DIR)
    .filter((f) => wanted.test(f))
    .sort();
  const last = files.at(-1);
  if (!last) return undefined;
  try {
    return JSON.parse(readFileSync(join(RESULTS_DIR, last), 'utf8')) as RunResult;
  } catch {
    return undefined;
  }
}

/** Writes <date>.json (full) or <date>-quick.json, latest.md (full) or latest-quick.md, latency.svg. */
export function writeResults(run: RunResult): {
  json: string;
  md: string;
  svg: string;
  text: string;
} {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const quick = run.mode === 'quick';
  const json = join(RESULTS_DIR, `${run.date}${quick ? '-quick' : ''}.json`);
  const md = join(RESULTS_DIR, quick ? 'latest-quick.md' : 'latest.md');
  const svg = join(RESULTS_DIR, 'latency.svg');
  const text = markdown(run);
  const other = otherModeRun(run.mode);
  writeFileSync(json, JSON.stringify(run, null, 2) + '\n');
  writeFileSync(md, text + '\n![p99 latency against network size](latency.svg)\n');
  writeFileSync(svg, chart(other ? [other, run] : [run]));
  return { json, md, svg, text };
}
