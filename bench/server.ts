/** The real server (dist/server/main.js) in its own process on 127.0.0.1, for the load tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { ADMIN, ADMIN_TOTP_SECRET, codeOf } from './people';

export type ServerProcess = {
  url: string;
  pid: number;
  /** The last lines the server wrote (warnings and errors: LOG_LEVEL=warn). */
  output: string[];
  /** Resident memory now and at its peak (VmRSS, VmHWM), MB. */
  memory(): { rssMb: number; peakMb: number };
  /** Waits until the server has finished what earlier load left queued (its CPU use drops). */
  drain(maxSeconds?: number): Promise<void>;
  stop(): Promise<void>;
};

const running = new Set<ServerProcess>();

/** Stops every server still running (the run's cleanup on error or interrupt). */
export async function stopAllServers() {
  await Promise.all([...running].map((s) => s.stop()));
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

function memoryOf(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rssMb: 0, peakMb: 0 };
  }
}

/** CPU time the process has used, in clock ticks (utime + stime of /proc/<pid>/stat). */
function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  } catch {
    return 0;
  }
}

/** Idle: at most 2 clock ticks (20 ms of CPU) in each of two samples of 150 ms in a row. */
async function drain(pid: number, maxSeconds: number) {
  const deadline = Date.now() + maxSeconds * 1000;
  let quiet = 0;
  let last = cpuTicks(pid);
  while (quiet < 2 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 150));
    const now = cpuTicks(pid);
    quiet = now - last <= 2 ? quiet + 1 : 0;
    last = now;
  }
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not get ready within ${timeoutMs / 1000} s`);
}

export async function startServer(
  databaseEnv: Record<string, string>,
  uploadsDir: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [resolve('dist/server/main.js')], {
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SCHEDULER: '0',
      // A load test from 127.0.0.1 (README "Configuration", RATE_LIMITS).
      RATE_LIMITS: 'off',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET,
      ROOT_SPONSOR_ID: codeOf(1),
      CLIENT_DIR: resolve('dist/client'),
      UPLOADS_DIR: uploadsDir,
      // No internet: the ticker's upstream is a closed local port, so it fails at once.
      MARKET_DATA_URL: 'http://127.0.0.1:9',
      MARKET_TIMEOUT_MS: '200',
      ...databaseEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.push(line.length > 600 ? `${line.slice(0, 600)}…` : line);
      if (output.length > 200) output.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const server: ServerProcess = {
    url,
    pid: child.pid ?? 0,
    output,
    memory: () => memoryOf(child.pid ?? 0),
    drain: (maxSeconds = 20) => drain(child.pid ?? 0, maxSeconds),
    async stop() {
      running.delete(server);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(server);
  try {
    await waitReady(url, child, 180_000);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n${output.slice(-20).join('\n')}`);
  }
  return server;
}
