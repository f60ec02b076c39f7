/**
 * The HTTP load: each scenario drives the real server with autocannon at a number of concurrent
 * connections for a fixed time; every request is built afresh (a random member, its own token).
 */
import autocannon, { type RawRequest, type RequestSpec } from 'autocannon';
import { cpus } from 'node:os';
import { hashSecret, verifySecret } from '../server/modules/auth/passwords';
import type { LoadedNetwork } from './loader';
import { BENCH_PASSWORD, codeOf } from './people';
import { random } from './tree';

export const SCENARIOS = [
  'readyz',
  'dashboard',
  'genealogy',
  'extremeLeft',
  'login',
  'registration',
  'approval',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export const SCENARIO_LABELS: Record<ScenarioName, string> = {
  readyz: 'ceiling: GET /readyz',
  dashboard: 'dashboard',
  genealogy: 'genealogy',
  extremeLeft: 'extreme left',
  login: 'login',
  registration: 'registration (extreme left)',
  approval: 'order approval (operator)',
};

export type Measurement = {
  scenario: ScenarioName;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  /** Latencies in ms (autocannon's resolution is 1 ms); null when nothing answered in the window. */
  p50: number | null;
  p90: number | null;
  p99: number | null;
  max: number | null;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** A few of the answers that were not 2xx, to investigate. */
  samples: string[];
};

export type LoadContext = {
  url: string;
  members: number;
  network: LoadedNetwork;
  operatorToken: string;
  seed: number;
};

const json = { 'content-type': 'application/json' };

/** The requests of one scenario; state (the next pending order, unique e-mails) is shared by all connections. */
function scenarioRequest(
  name: ScenarioName,
  ctx: LoadContext,
  state: { next: number },
): RequestSpec {
  const draw = random(ctx.seed);
  const member = () => 2 + Math.floor(draw() * (ctx.members - 1));
  const session = () => {
    const s = ctx.network.sessions[Math.floor(draw() * ctx.network.sessions.length)];
    if (!s) throw new Error('no member sessions were opened');
    return s;
  };
  const bearer = (token: string) => ({ ...json, authorization: `Bearer ${token}` });
  const build: Record<ScenarioName, () => RawRequest> = {
    readyz: () => ({ method: 'GET', path: '/readyz' }),
    dashboard: () => {
      const s = session();
      return {
        method: 'POST',
        path: '/dashboard/user-dashboard',
        headers: bearer(s.token),
        body: JSON.stringify({ sponsorId: s.code }),
      };
    },
    genealogy: () => {
      const s = session();
      return {
        method: 'GET',
        path: `/api/auth/getSponsorChildrens/${s.id}`,
        headers: { authorization: `Bearer ${s.token}` },
      };
    },
    extremeLeft: () => {
      const s = session();
      return {
        method: 'POST',
        path: '/api/auth/extremeLeft',
        headers: bearer(s.token),
        body: JSON.stringify({ sponsorId: s.code }),
      };
    },
    login: () => ({
      method: 'POST',
      path: '/api/auth/login-user',
      headers: json,
      body: JSON.stringify({ sponsorId: codeOf(member()), password: BENCH_PASSWORD }),
    }),
    registration: () => {
      const n = state.next++;
      return {
        method: 'POST',
        path: '/api/auth/register-user-left',
        headers: json,
        body: JSON.stringify({
          sponsorId: codeOf(member()),
          name: `Bench Signup ${ctx.seed}-${n}`,
          mobileNumber: `8${String(n).padStart(9, '0')}`,
          email: `signup-${ctx.seed}-${n}@example.com`,
          password: BENCH_PASSWORD,
        }),
      };
    },
    approval: () => {
      const order = ctx.network.pending[state.next++ % Math.max(1, ctx.network.pending.length)];
      return {
        method: 'POST',
        path: '/order/update-status',
        headers: bearer(ctx.operatorToken),
        body: JSON.stringify({ mySponsorId: order?.code, order_no: order?.orderNo }),
      };
    },
  };
  return {
    setupRequest: (request) => {
      const built = build[name]();
      return { ...request, ...built, headers: { ...request.headers, ...built.headers } };
    },
  };
}

/** One scenario at one level of concurrency for a fixed time. */
export async function measure(
  ctx: LoadContext,
  scenario: ScenarioName,
  connections: number,
  seconds: number,
  state: { next: number },
): Promise<Measurement> {
  const statuses: Record<string, number> = {};
  const samples: string[] = [];
  const spec = scenarioRequest(scenario, ctx, state);
  spec.onResponse = (status, body) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    if ((status < 200 || status >= 300) && samples.length < 5) {
      samples.push(`${status} ${body.slice(0, 200)}`);
    }
  };
  const result = await autocannon({
    url: ctx.url,
    connections,
    duration: seconds,
    timeout: 20,
    requests: [spec],
  });
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  const latency = (v: number) => (requests > 0 ? v : null);
  return {
    scenario,
    connections,
    seconds: result.duration,
    requests,
    rps: Math.round((requests / result.duration) * 10) / 10,
    p50: latency(result.latency.p50),
    p90: latency(result.latency.p90),
    p99: latency(result.latency.p99),
    max: latency(result.latency.max),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    samples,
  };
}

/**
 * What the password hash alone allows: verifications per second with the server's own argon2id
 * settings, `parallel` at a time (the libuv thread pool the server uses has 4 threads).
 */
export async function argon2PerSecond(seconds: number, parallel = 4) {
  const hash = await hashSecret(BENCH_PASSWORD);
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      if (!(await verifySecret(hash, BENCH_PASSWORD))) throw new Error('argon2 verify failed');
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: parallel }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: Math.round((done / elapsed) * 10) / 10, parallel, cores: cpus().length };
}
