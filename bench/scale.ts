/**
 * `npm run bench -- --scale`: dashboard and genealogy throughput with one and with two app
 * instances, direct and through PgBouncer in transaction mode, with and without the streaming
 * standby for reads (README "Running on more than one machine"). Everything runs on this machine,
 * so the figures show the cost of each piece, not the scale a machine per piece would give.
 * Writes bench/results/scale.md.
 */
import autocannon, { type RequestSpec } from 'autocannon';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { startServer, type ServerProcess } from '../server/test/server-process';
import { startTopology, type Topology } from '../server/test/topology';
import { RESULTS_DIR } from './report';

const ROOT = { sponsorId: 'LT1000001', password: 'bench-root-password' };
const PASSWORD = 'bench-member-pass';
const MEMBERS = 120;
const CONNECTIONS = 20;
const SECONDS = 8;

type Session = { id: string; code: string; token: string };
type Setup = { name: string; instances: number; env: (t: Topology) => Record<string, string> };

const SETUPS: Setup[] = [
  { name: 'one instance, direct', instances: 1, env: (t) => ({ DATABASE_URL: t.primaryUrl }) },
  {
    // The pooler's statements without the pooler: parsing again, apart from the extra hop.
    name: 'one instance, direct, unnamed statements',
    instances: 1,
    env: (t) => ({
      DATABASE_URL: t.primaryUrl,
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: t.primaryUrl,
    }),
  },
  {
    name: 'one instance, PgBouncer',
    instances: 1,
    env: (t) => ({ DATABASE_URL: t.pooledUrl, DATABASE_DIRECT_URL: t.primaryUrl }),
  },
  {
    name: 'two instances, PgBouncer',
    instances: 2,
    env: (t) => ({ DATABASE_URL: t.pooledUrl, DATABASE_DIRECT_URL: t.primaryUrl }),
  },
  {
    name: 'two instances, PgBouncer + standby',
    instances: 2,
    env: (t) => ({
      DATABASE_URL: t.pooledUrl,
      DATABASE_DIRECT_URL: t.primaryUrl,
      DATABASE_REPLICA_URL: t.standbyUrl,
    }),
  },
];

const SCENARIOS = {
  dashboard: (s: Session) => ({
    method: 'POST' as const,
    path: '/dashboard/user-dashboard',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
    body: JSON.stringify({ sponsorId: s.code }),
  }),
  genealogy: (s: Session) => ({
    method: 'GET' as const,
    path: `/api/auth/getSponsorChildrens/${s.id}`,
    headers: { authorization: `Bearer ${s.token}` },
  }),
};
type Scenario = keyof typeof SCENARIOS;

async function post(url: string, path: string, body: unknown) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Members registered and signed in through the API (sessions are rows: every instance sees them). */
async function seed(url: string): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const under = sessions[Math.floor(i / 2) - 1]?.code ?? ROOT.sponsorId;
    const registered = await post(url, `/api/auth/register-user-${i % 2 ? 'right' : 'left'}`, {
      sponsorId: under,
      name: `Scale Bench ${i}`,
      mobileNumber: `7${String(i).padStart(9, '0')}`,
      email: `scale-bench-${i}@example.com`,
      password: PASSWORD,
    });
    const user = registered['user'] as { _id: string; mySponsorId: string };
    const login = await post(url, '/api/auth/login-user', {
      sponsorId: user.mySponsorId,
      password: PASSWORD,
    });
    sessions.push({ id: user._id, code: user.mySponsorId, token: String(login['token']) });
  }
  return sessions;
}

type Row = { setup: string; scenario: Scenario; rps: number; p99: number; failed: number };

async function load(urls: string[], scenario: Scenario, sessions: Session[]) {
  let next = 0;
  const spec: RequestSpec = {
    setupRequest: (request) => {
      const built = SCENARIOS[scenario](sessions[next++ % sessions.length] as Session);
      return { ...request, ...built, headers: { ...request.headers, ...built.headers } };
    },
  };
  // One load generator per instance, the connections shared between them.
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url,
        connections: Math.max(1, Math.round(CONNECTIONS / urls.length)),
        duration: SECONDS,
        timeout: 20,
        requests: [spec],
      }),
    ),
  );
  return {
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}

export async function benchScale(say: (line: string) => void = console.log) {
  const topology = await startTopology();
  const servers: ServerProcess[] = [];
  const rows: Row[] = [];
  try {
    const common = {
      ROOT_SPONSOR_ID: ROOT.sponsorId,
      ROOT_PASSWORD: ROOT.password,
      LOG_LEVEL: 'warn',
    };
    const first = await startServer({ ...common, DATABASE_URL: topology.primaryUrl });
    say(`seeding ${MEMBERS} members through the API`);
    const sessions = await seed(first.url);
    await first.stop();
    for (const setup of SETUPS) {
      servers.length = 0;
      for (let i = 0; i < setup.instances; i++) {
        servers.push(await startServer({ ...common, ...setup.env(topology) }));
      }
      for (const scenario of Object.keys(SCENARIOS) as Scenario[]) {
        const measured = await load(
          servers.map((s) => s.url),
          scenario,
          sessions,
        );
        rows.push({ setup: setup.name, scenario, ...measured });
        say(`${setup.name}, ${scenario}: ${measured.rps} req/s, p99 ${measured.p99} ms`);
      }
      await Promise.all(servers.map((s) => s.stop()));
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop().catch(() => null)));
    await topology.stop();
  }
  const baseline = (scenario: Scenario) =>
    rows.find((r) => r.scenario === scenario && r.setup === SETUPS[0]?.name)?.rps ?? 1;
  const table = [
    '| setup | scenario | req/s | vs one instance, direct | p99 ms | failed |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.setup} | ${r.scenario} | ${r.rps} | ${Math.round((100 * r.rps) / baseline(r.scenario))} % | ${r.p99} | ${r.failed} |`,
    ),
  ];
  const report = [
    '# Scale bench',
    '',
    `${new Date().toISOString()} · ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}) · ${Math.round(totalmem() / 2 ** 30)} GiB`,
    '',
    `${MEMBERS} members, ${CONNECTIONS} connections for ${SECONDS} s per row, shared by the instances;`,
    'a scratch PostgreSQL primary, its streaming standby, PgBouncer (transaction mode) and the',
    'instances all on this machine (server/test/topology.ts).',
    '',
    ...table,
    '',
  ].join('\n');
  writeFileSync(join(RESULTS_DIR, 'scale.md'), report);
  say(report);
  return rows;
}
