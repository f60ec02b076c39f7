import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPgbouncer } from './pgbouncer';
import { freePort } from './server-process';

const bin = (tool: string) =>
  join(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim(), tool);
const asRoot = process.getuid?.() === 0;

/** PostgreSQL's tools refuse to run as root: they run as the postgres user. */
function pgTool(tool: string, args: string[]) {
  const [command, all] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', bin(tool), ...args]]
    : [bin(tool), args];
  const run = spawnSync(command, all as string[], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${tool} failed:\n${run.stdout}\n${run.stderr}`);
}

async function cluster(dir: string, port: number, standbyOf?: number) {
  if (standbyOf === undefined) {
    pgTool('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  } else {
    pgTool('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(standbyOf), '-U', 'postgres'],
      ...['-D', dir, '-R', '-X', 'stream', '--no-sync', '--checkpoint=fast'],
    ]);
  }
  writeFileSync(
    join(dir, 'postgresql.auto.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'wal_level = replica',
      'max_wal_senders = 5',
      'hot_standby = on',
      // A scratch cluster that lives for minutes: durability is not what is measured.
      'fsync = off',
      'max_connections = 200',
      ...(standbyOf === undefined
        ? []
        : [`primary_conninfo = 'host=127.0.0.1 port=${standbyOf} user=postgres'`]),
      '',
    ].join('\n'),
    { flag: 'a' },
  );
  pgTool('pg_ctl', ['-D', dir, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  return `postgres://postgres@127.0.0.1:${port}`;
}

export type Topology = {
  /** The primary's `lte` database, direct. */
  primaryUrl: string;
  /** The streaming standby's `lte` database. */
  standbyUrl: string;
  /** The primary's `lte` database through PgBouncer in transaction mode. */
  pooledUrl: string;
  /** Stops the standby (as a crash would): reads must fall back to the primary. */
  stopStandby(): void;
  stop(): Promise<void>;
};

/**
 * A scratch PostgreSQL primary with a database `lte`, a streaming standby of it, and Debian's
 * PgBouncer in transaction mode in front of the primary, all on ports of their own in a temporary
 * folder; `stop` stops them and removes it (README "Running on more than one machine").
 */
export async function startTopology(): Promise<Topology> {
  if (!existsSync(bin('initdb'))) throw new Error(`PostgreSQL's tools are not at ${bin('initdb')}`);
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`topology cleanup: ${String(error)}`);
      }
    }
  };
  try {
    const dir = mkdtempSync(join(tmpdir(), 'lte-scale-'));
    chmodSync(dir, 0o777);
    stops.push(() => rmSync(dir, { recursive: true, force: true }));
    if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    const primary = await cluster(join(dir, 'primary'), primaryPort);
    stops.push(() => pgTool('pg_ctl', ['-D', join(dir, 'primary'), '-m', 'immediate', 'stop']));
    const admin = new pg.Client({ connectionString: `${primary}/postgres` });
    await admin.connect();
    await admin.query('create database lte');
    await admin.end();
    const standby = await cluster(join(dir, 'standby'), standbyPort, primaryPort);
    let standbyRunning = true;
    const stopStandby = () => {
      if (!standbyRunning) return;
      standbyRunning = false;
      pgTool('pg_ctl', ['-D', join(dir, 'standby'), '-m', 'immediate', 'stop']);
    };
    stops.push(stopStandby);
    const bouncer = await startPgbouncer(`${primary}/lte`, 10);
    stops.push(() => bouncer.stop());
    return {
      primaryUrl: `${primary}/lte`,
      standbyUrl: `${standby}/lte`,
      pooledUrl: `${bouncer.through(`${primary}/lte`)}?pgbouncer=true`,
      stopStandby,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
