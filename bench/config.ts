/**
 * What a run measures: `npm run bench -- [--quick] [--engine pg|pglite|both] [--keep] [--no-lighthouse]`.
 * The engine defaults to both for the full run and to PostgreSQL for the quick one.
 */
import type { Engine } from './databases';
import type { ScenarioName } from './load';
import { SCENARIOS } from './load';
import type { Shape } from './tree';

export type Mode = 'quick' | 'full';

export type NetworkSpec = {
  key: 'a' | 'b' | 'c' | 'd';
  title: string;
  shape: Shape;
  /** Pending deposits for the approval load, and members holding a session for the dashboard. */
  pending: number;
  sessions: number;
  scenarios: readonly ScenarioName[];
  connections: number[];
  seconds: number;
  warmupSeconds: number;
};

export type Budgets = {
  /** Per usual-way operation (extrapolated beyond), and the close's slice. */
  usualSeconds: number;
  usualCloseSeconds: number;
  usualCloseMembers: number;
  /** Repetitions of ours, and their time budget. */
  oursIterations: number;
  oursSeconds: number;
  argon2Seconds: number;
};

export type Options = {
  mode: Mode;
  engines: Engine[];
  adminUrl: string;
  keep: boolean;
  lighthouse: boolean;
  networks: Record<Engine, NetworkSpec[]>;
  /**
   * Smaller sizes of every network's shape, for the scaling table: ours timed in-process at each
   * (the networks themselves are the largest size).
   */
  scaling: Record<Engine, number[]>;
  budgets: Budgets;
  /** The whole run is stopped (and cleaned up) after this long. */
  deadlineMinutes: number;
};

const LEVELS = [1, 10, 50];

function networks(mode: Mode, engine: Engine): NetworkSpec[] {
  const quick = mode === 'quick';
  const big = networkSize(mode, engine);
  const leg = big / 5;
  const matrix = {
    scenarios: SCENARIOS,
    connections: LEVELS,
    seconds: quick ? 0.5 : 10,
    warmupSeconds: quick ? 0 : 2,
  };
  // The quick run measures every level on network (b) only; the others at 1 and 10 connections.
  const side = quick ? { ...matrix, connections: [1, 10] } : matrix;
  const pending = quick ? 3_000 : Math.min(50_000, big / 5);
  const sessions = quick ? 200 : 1_000;
  const n = (x: number) => x.toLocaleString('en');
  return [
    {
      key: 'a',
      title: `(a) ${n(big)} members at random free slots`,
      shape: { kind: 'random', members: big },
      pending,
      sessions,
      ...side,
    },
    {
      key: 'b',
      title: `(b) ${n(big)} members with a ${n(leg)}-deep extreme-left leg`,
      shape: { kind: 'leg', members: big, leg },
      pending,
      sessions,
      ...matrix,
    },
    {
      key: 'c',
      title: `(c) ${n(big)} members in a zigzag`,
      shape: { kind: 'zigzag', members: big },
      pending,
      sessions,
      ...side,
    },
    {
      key: 'd',
      title: `(d) ${n(big)} members in one straight leg, each placed at its end (the B-tree's adversary)`,
      shape: { kind: 'path', members: big },
      pending,
      sessions,
      ...side,
    },
  ];
}

/** Members of each network: the largest size of the scaling table. */
function networkSize(mode: Mode, engine: Engine): number {
  if (mode === 'quick') return 20_000;
  return engine === 'pg' ? 1_000_000 : 100_000;
}

/** The scaling table's smaller sizes: two decades below the networks (one and a half when quick). */
function scalingSizes(mode: Mode, engine: Engine): number[] {
  const big = networkSize(mode, engine);
  return mode === 'quick' ? [1_000, 5_000] : [big / 100, big / 10];
}

export function parseOptions(argv: string[]): Options {
  const flag = (name: string) => argv.includes(`--${name}`);
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  };
  const mode: Mode = flag('quick') ? 'quick' : 'full';
  // The quick run is the CI-sized check (under 2 minutes): PostgreSQL unless --engine says otherwise.
  const engine = value('engine') ?? (mode === 'quick' ? 'pg' : 'both');
  if (!['pg', 'pglite', 'both'].includes(engine)) {
    throw new Error(`--engine must be pg, pglite or both, not ${engine}`);
  }
  const engines: Engine[] = engine === 'both' ? ['pg', 'pglite'] : [engine as Engine];
  const quick = mode === 'quick';
  return {
    mode,
    engines,
    adminUrl: process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    keep: flag('keep'),
    lighthouse: !flag('no-lighthouse'),
    networks: { pg: networks(mode, 'pg'), pglite: networks(mode, 'pglite') },
    scaling: { pg: scalingSizes(mode, 'pg'), pglite: scalingSizes(mode, 'pglite') },
    budgets: {
      usualSeconds: quick ? 1.5 : 60,
      usualCloseSeconds: quick ? 1 : 20,
      usualCloseMembers: quick ? 1_000 : 10_000,
      oursIterations: quick ? 3 : 20,
      oursSeconds: quick ? 1 : 30,
      argon2Seconds: quick ? 1.5 : 5,
    },
    deadlineMinutes: quick ? 10 : 360,
  };
}
