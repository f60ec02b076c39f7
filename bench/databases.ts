import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';

export type Engine = 'pg' | 'pglite';

export const TMP_DIR = resolve('bench/results/tmp');

/**
 * A database of the benchmark: a database `lte_bench_*` on the PostgreSQL server, or a PGlite
 * folder under bench/results/tmp. Only one process may open a PGlite folder at a time.
 */
export type BenchDatabase = {
  engine: Engine;
  name: string;
  /** DATABASE_URL or DATA_DIR for the server process. */
  serverEnv: Record<string, string>;
  open(poolSize?: number): Promise<DatabaseHandle>;
  drop(): Promise<void>;
};

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export async function postgresVersion(adminUrl: string): Promise<string> {
  const result = await adminQuery(adminUrl, 'show server_version');
  return String((result.rows[0] as { server_version: string }).server_version);
}

let pgliteTemplate: Promise<string> | undefined;

/** One migrated PGlite folder per run, copied for each network (migrating takes seconds). */
function migratedPglite(): Promise<string> {
  pgliteTemplate ??= (async () => {
    const dir = join(TMP_DIR, `lte_bench_template_${randomBytes(4).toString('hex')}`);
    mkdirSync(dir, { recursive: true });
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    await runMigrations(handle);
    await handle.close();
    return dir;
  })();
  return pgliteTemplate;
}

/** Removes the run's PGlite template folder. */
export async function dropTemplates() {
  const template = pgliteTemplate;
  pgliteTemplate = undefined;
  if (template) rmSync(await template, { recursive: true, force: true });
}

/** Creates an empty, migrated database for one network. */
export async function createBenchDatabase(
  engine: Engine,
  label: string,
  adminUrl: string,
): Promise<BenchDatabase> {
  const name = `lte_bench_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  if (engine === 'pglite') {
    const dataDir = join(TMP_DIR, name);
    cpSync(await migratedPglite(), dataDir, { recursive: true });
    return {
      engine,
      name,
      serverEnv: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db: BenchDatabase = {
    engine,
    name,
    serverEnv: { DATABASE_URL: url.toString() },
    open: (poolSize = 4) => openDatabase({ kind: 'postgres', url: url.toString(), poolSize }),
    drop: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
  const handle = await db.open();
  await runMigrations(handle);
  await handle.close();
  return db;
}
