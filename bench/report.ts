/** The run's results: JSON with every figure, a Markdown table of the targets, the latency chart. */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Mode } from './config';
import type { Engine } from './databases';
import { CATEGORIES, LIGHTHOUSE_TARGETS, type PageAudit } from './lighthouse';
import { SCENARIO_LABELS, SCENARIOS, type Measurement, type ScenarioName } from './load';
import {
  failed,
  scalePointOf,
  type Close,
  type NetworkResult,
  type Outcome,
  type ScalePoint,
} from './suite';
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
  /** The scaling table's smaller sizes (each network is its shape's largest). */
  scaling?: ScalePoint[];
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

/** Rows of a targets table and the function that adds one (its target text prefixed). */
function targetCollector(judged: boolean, prefix = '') {
  const rows: TargetRow[] = [];
  const add = (
    target: string,
    measured: string,
    ok: boolean | undefined,
    baseline = '',
    ratio = '',
  ) =>
    rows.push({ target: prefix + target, measured, baseline, ratio, verdict: verdict(ok, judged) });
  return { rows, add };
}

/** How far ahead of the usual way each network's placement and approval must be (in-process). */
export const RATIO_TARGETS: Record<NetworkResult['key'], { placement: number; approval: number }> =
  {
    a: { placement: 1, approval: 1 },
    b: { placement: 100, approval: 100 },
    // The zigzag's extreme legs are one member long: its placement need only be ahead.
    c: { placement: 1, approval: 100 },
    d: { placement: 100, approval: 100 },
  };

/** Registration (with its argon2id hash) and approval p99 at one connection, on every network. */
export const ONE_CONNECTION_P99_MS = { registration: 40, approval: 25 } as const;

/** Share of the ceiling endpoint's throughput the per-request routes must reach at 50 connections. */
const CEILING_SHARE = 0.5;

/**
 * The targets every network is held to (README "Performance"): registration and approval at one
 * connection, every request of theirs answered at every level, ours against the usual way, and the
 * dashboard's and genealogy's throughput against the ceiling at 50 connections (where measured).
 */
export function everyNetworkRows(net: NetworkResult, judged: boolean): TargetRow[] {
  const { rows, add } = targetCollector(judged, `(${net.key}) `);
  for (const [scenario, what] of [
    ['registration', 'Registration with extreme placement'],
    ['approval', 'Order approval by an operator'],
  ] as const) {
    const limit = ONE_CONNECTION_P99_MS[scenario];
    const one = find(net, scenario, 1);
    const all = net.load.filter((m) => m.scenario === scenario);
    const unanswered = all.filter((m) => m.requests === 0 || m.non2xx + m.errors > 0);
    add(
      `${what}: p99 ≤ ${limit} ms (1 connection), every request answered at every level`,
      `${ms(one?.p99)}${errorsOf(one)}${unanswered.length ? `; unanswered or failed at ${unanswered.map((m) => `${m.connections} conn`).join(', ')}` : ''}`,
      one && one.p99 !== null ? one.p99 <= limit && unanswered.length === 0 : undefined,
    );
  }
  const { ours, usual } = net.deep;
  for (const op of ['placement', 'approval'] as const) {
    const wanted = RATIO_TARGETS[net.key][op];
    const oursS = value(ours[op], (r) => r.median);
    const usualS = value(usual[op], (r) => r.seconds);
    const extrapolated = value(usual[op], (r) => r.extrapolated) ? ' (extrapolated)' : '';
    const ratio = oursS && usualS ? usualS / oursS : undefined;
    add(
      op === 'placement'
        ? `Placement at the end of a ${net.deep.legLength.toLocaleString('en')}-deep leg: ≥ ${wanted}x the usual way`
        : `Approval for a member ${net.deep.buyerDepth.toLocaleString('en')} deep: ≥ ${wanted}x the usual way`,
      `${sec(oursS)} in-process (median of ${value(ours[op], (r) => r.iterations) ?? 0})`,
      ratio === undefined ? undefined : ratio >= wanted,
      `${sec(usualS)}${extrapolated}`,
      ratio === undefined ? '–' : times(ratio),
    );
  }
  const ceiling = find(net, 'readyz', 50);
  for (const scenario of ['dashboard', 'genealogy'] as const) {
    const m = find(net, scenario, 50);
    if (!m || !ceiling) continue;
    const share = ceiling.rps > 0 ? m.rps / ceiling.rps : undefined;
    add(
      `${SCENARIO_LABELS[scenario]} throughput ≥ ${pct(CEILING_SHARE)} of the ceiling (GET /readyz), 50 connections`,
      share === undefined ? '–' : `${pct(share)} (${m.rps} of ${ceiling.rps} req/s)`,
      share === undefined ? undefined : share >= CEILING_SHARE,
    );
  }
  return rows;
}

/**
 * The targets held on network (b) alone (README "Performance"): latency at 50 connections, logins
 * against raw argon2id, the closes of the whole network, memory, Lighthouse. PostgreSQL's is
 * judged; PGlite's is reported.
 */
export function targetRows(
  net: NetworkResult,
  argon2PerSecond: number,
  judged: boolean,
): TargetRow[] {
  const { rows, add } = targetCollector(judged);
  for (const scenario of ['dashboard', 'genealogy'] as const) {
    const m = find(net, scenario, 50);
    add(
      `${SCENARIO_LABELS[scenario]}: p99 ≤ 15 ms at 50 connections`,
      `${ms(m?.p99)}${errorsOf(m)}`,
      m && m.p99 !== null ? m.p99 <= 15 && m.non2xx + m.errors === 0 : undefined,
    );
  }
  const { usual } = net.deep;
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

/** A close's time and how idle the CPUs were just before it ('12.3 s (CPU idle before: 97 %)'). */
function closeCell(close: Outcome<Close>): string {
  if (failed(close)) return `error: ${close.error}`;
  const idle = close.cpuIdleBefore;
  return `${sec(close.seconds)}${idle === undefined ? '' : ` (CPU idle before: ${Math.round(idle * 100)} %)`}`;
}

/** ' (the median run of 5; every run: 90, 92, 93, 95, 96; CPU idle before each: 97 %, …)' when measured more than once. */
function runsOf(page: PageAudit): string {
  const runs = page.performanceRuns ?? [];
  const idle = (page.idleBeforeRuns ?? []).map((share) =>
    share === null ? '–' : `${Math.round(share * 100)} %`,
  );
  const quiet = idle.length ? `; CPU idle before each: ${idle.join(', ')}` : '';
  return runs.length > 1
    ? ` (the median run of ${runs.length}; every run: ${runs.join(', ')}${quiet})`
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
  const targetTable = (rows: TargetRow[]) =>
    table(
      ['Target', 'Measured', 'The usual way', 'Ratio', 'Result'],
      rows.map((r) => [r.target, r.measured, r.baseline, r.ratio, r.verdict]),
    );
  for (const engine of ['pg', 'pglite'] as const) {
    const nets = run.networks.filter((n) => n.engine === engine);
    if (!nets.length) continue;
    const judged = engine === 'pg';
    out.push(
      `## Targets on every network: ${engineName(engine)}${judged ? '' : ' (reported, not judged)'}`,
      '',
      targetTable(nets.flatMap((n) => everyNetworkRows(n, judged))),
      '',
    );
    for (const net of nets.filter((n) => n.key === 'b')) {
      out.push(
        `## Targets on network (b): ${engineName(engine)}, ${net.title}${judged ? '' : ' (reported, not judged)'}`,
        '',
        targetTable(targetRows(net, run.argon2.perSecond, judged)),
        '',
      );
    }
  }
  out.push(...scalingSection(run));
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
        closeCell(n.closes.period),
        closeCell(n.closes.scholarship),
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

const SHAPE_LEGEND =
  '■ (a) random slots  ● (b) deep extreme-left leg  ▲ (c) zigzag  ◆ (d) one straight leg';

const SHAPE_MARKERS: Record<NetworkResult['key'], Marker> = {
  a: 'square',
  b: 'circle',
  c: 'triangle',
  d: 'diamond',
};

const SHAPE_COLORS: Record<NetworkResult['key'], string> = {
  a: '#2563eb',
  b: '#16a34a',
  c: '#dc2626',
  d: '#9333ea',
};

/** Every shape's sizes, smallest first: the run's smaller networks and the networks themselves. */
function scalePoints(run: RunResult): ScalePoint[] {
  return [...(run.scaling ?? []), ...run.networks.map(scalePointOf)].sort(
    (x, y) => x.key.localeCompare(y.key) || x.members - y.members,
  );
}

const median = (o: Outcome<{ median: number }>) => value(o, (r) => r.median);

/** Our placement and approval at every size of every shape: the growth is seen, not claimed. */
function scalingSection(run: RunResult): string[] {
  const points = scalePoints(run);
  if (!points.length) return [];
  const cell = (o: Outcome<{ median: number }>) =>
    failed(o) ? `error: ${o.error}` : sec(median(o));
  const rows = points.map((p) => [
    engineName(p.engine),
    `(${p.key})`,
    p.members.toLocaleString('en'),
    `${p.tour.height + 1} levels, ${p.tour.blocks.toLocaleString('en')} blocks, ${pct(p.tour.fill)} full`,
    `${cell(p.ours.placement)} (${p.legLength.toLocaleString('en')}-deep leg)`,
    `${cell(p.ours.approval)} (${p.buyerDepth.toLocaleString('en')} deep)`,
  ]);
  const growth = (['pg', 'pglite'] as const).flatMap((engine) =>
    (['a', 'b', 'c', 'd'] as const).flatMap((key) => {
      const mine = points.filter((p) => p.engine === engine && p.key === key);
      const first = mine[0];
      const last = mine.at(-1);
      if (!first || !last || first === last) return [];
      const ratio = (op: 'placement' | 'approval') => {
        const a = median(first.ours[op]);
        const b = median(last.ours[op]);
        return a && b ? `${(b / a).toFixed(1)}x` : '–';
      };
      return [
        `- ${engineName(engine)} (${key}), ${first.members.toLocaleString('en')} → ${last.members.toLocaleString('en')} members (${Math.round(last.members / first.members)}x): placement ${ratio('placement')}, approval ${ratio('approval')}`,
      ];
    }),
  );
  return [
    '## Scaling: ours at every size of every shape (in-process, median)',
    '',
    table(['Engine', 'Network', 'Members', 'Tour B-tree', 'Placement', 'Approval'], rows),
    '',
    'Growth from the smallest to the largest size:',
    '',
    ...growth,
    '',
    '![placement and approval against network size](scaling.svg)',
    '',
  ];
}

/** Our placement and approval against the network's size, per shape (log axes). */
export function scalingChart(run: RunResult): string {
  const points = scalePoints(run);
  const series: Series[] = [];
  // One engine per chart: PostgreSQL's when the run has it (the table has both).
  const engine = points.some((p) => p.engine === 'pg') ? 'pg' : 'pglite';
  for (const key of ['a', 'b', 'c', 'd'] as const) {
    for (const op of ['placement', 'approval'] as const) {
      const xy = points
        .filter((p) => p.engine === engine && p.key === key)
        .flatMap((p): [number, number][] => {
          const m = median(p.ours[op]);
          return m ? [[p.members, m * 1000]] : [];
        });
      if (!xy.length) continue;
      series.push({
        name: `(${key}) ${op}`,
        color: SHAPE_COLORS[key],
        dashed: op === 'approval',
        marker: SHAPE_MARKERS[key],
        points: xy,
      });
    }
  }
  return lineChart({
    title: `Our placement and approval against network size (${engineName(engine)}, in-process, median)`,
    subtitle: `${SHAPE_LEGEND}; solid: placement, dashed: approval; run: ${run.date} ${run.mode}`,
    xLabel: 'members (log scale)',
    yLabel: 'milliseconds (log scale)',
    series,
    height: 560,
    width: 980,
  });
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
  const series: Series[] = [];
  for (const engine of ['pg', 'pglite'] as const) {
    for (const scenario of SCENARIOS) {
      for (const key of ['a', 'b', 'c', 'd'] as const) {
        const points: [number, number][] = [];
        for (const run of runs) {
          for (const n of run.networks.filter((x) => x.engine === engine && x.key === key)) {
            const m = find(n, scenario, CHART_CONNECTIONS);
            if (m?.p99) points.push([n.members, m.p99]);
          }
        }
        if (!points.length) continue;
        // The legend lists network (b)'s series; the others share their colours, other markers.
        series.push({
          name: `${SCENARIO_LABELS[scenario]}, ${engine === 'pg' ? 'PostgreSQL' : 'PGlite'}`,
          color: colors[scenario],
          dashed: engine === 'pglite',
          marker: SHAPE_MARKERS[key],
          points,
        });
      }
    }
  }
  return lineChart({
    title: `p99 latency at ${CHART_CONNECTIONS} connections against network size`,
    subtitle: `${SHAPE_LEGEND}; dashed: PGlite; runs: ${runs.map((r) => `${r.date} ${r.mode}`).join(', ')}`,
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

/**
 * Writes <date>.json (full) or <date>-quick.json, latest.md (full) or latest-quick.md, latency.svg,
 * and scaling.svg (full) or scaling-quick.svg.
 */
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
  const scaling = join(RESULTS_DIR, quick ? 'scaling-quick.svg' : 'scaling.svg');
  const text = markdown(run).replace('](scaling.svg)', `](${basename(scaling)})`);
  const other = otherModeRun(run.mode);
  writeFileSync(json, JSON.stringify(run, null, 2) + '\n');
  writeFileSync(md, text + '\n![p99 latency against network size](latency.svg)\n');
  writeFileSync(svg, chart(other ? [other, run] : [run]));
  writeFileSync(scaling, scalingChart(run));
  return { json, md, svg, text };
}
