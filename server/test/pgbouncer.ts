import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';

export const PGBOUNCER = process.env['PGBOUNCER_PATH'] ?? '/usr/sbin/pgbouncer';

export type Pgbouncer = {
  port: number;
  /** `url` with the pooler's host and port instead of the server's. */
  through(url: string): string;
  stop(): Promise<void>;
};

/** `url` with a pooler's host and port on this machine instead of the server's. */
export function throughPort(url: string, port: number) {
  const pooled = new URL(url);
  pooled.hostname = '127.0.0.1';
  pooled.port = String(port);
  return pooled.toString();
}

/**
 * Debian's PgBouncer in transaction mode in front of the PostgreSQL server of `serverUrl`, on a
 * port of its own, with few server connections so that clients share them as in production.
 */
export async function startPgbouncer(serverUrl: string, serverConnections = 4): Promise<Pgbouncer> {
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'lte-pgbouncer-'));
  chmodSync(dir, 0o755);
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432} user=${server.username || 'postgres'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${serverConnections}`,
      'max_client_conn = 500',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
  );
  chmodSync(ini, 0o644);
  // PgBouncer refuses to run as root; -u drops to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), ini], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const through = (url: string) => throughPort(url, port);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const probe = new pg.Client({ connectionString: through(serverUrl) });
    try {
      await probe.connect();
      await probe.end();
      break;
    } catch (error) {
      await probe.end().catch(() => undefined);
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`pgbouncer did not start: ${String(error)}\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    through,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
