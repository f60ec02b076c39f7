import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { throughPort } from './pgbouncer';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { checkLedger } from '../modules/integrity/ledger-check';
import { checkTour } from '../modules/tree/tour-legs';
import type { MarketService } from '../modules/market/service';
import { sessionFeedOf, type SessionFeedFactory } from '../modules/auth/session-feed';

/** Which engine the server suites run on: the test project sets TEST_DB (pglite or pg). */
export const engine = process.env['TEST_DB'] === 'pg' ? 'postgres' : 'pglite';

export type TestDatabase = DatabaseHandle & {
  drop(): Promise<void>;
  /** The PostgreSQL database's own URL (other processes can open it). */
  url?: string;
};

/**
 * Every test database is checked before it goes (README "Rules", ledger: the suite runs the ledger check on the
 * databases it used): a broken invariant fails the file that broke it.
 */
async function checkedDrop(handle: DatabaseHandle, drop: () => Promise<void>) {
  const problems = [
    ...(await checkLedger(handle.db).catch((error: unknown) => [String(error)])),
    ...(await checkTour(handle.db).catch((error: unknown) => [String(error)])),
  ];
  await drop();
  if (problems.length) throw new Error(`ledger or tour check failed:\n  ${problems.join('\n  ')}`);
}

/** A fresh, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL. */
export async function createTestDatabase(
  options: {
    onQuery?: (query: string) => void;
    /** Off only for databases a test breaks on purpose (a race with its guard taken out). */
    checkLedger?: boolean;
  } = {},
): Promise<TestDatabase> {
  const { checkLedger: check = true, ...openOptions } = options;
  const finish = (handle: DatabaseHandle, drop: () => Promise<void>) =>
    check ? checkedDrop(handle, drop) : drop();
  if (engine === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined, ...openOptions });
    await runMigrations(handle);
    return { ...handle, drop: () => finish(handle, () => handle.close()) };
  }
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `lte_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const open = (target: string, pooler: boolean) =>
    openDatabase({
      kind: 'postgres',
      url: target,
      poolSize: 20,
      pooler,
      // Dropping the database ends its connections; the pool may hear of it after it closed.
      onError: () => undefined,
      ...openOptions,
    });
  let handle = await open(url.toString(), false);
  await runMigrations(handle);
  // TEST_POOLER=1: the suites run again with the app behind PgBouncer in transaction mode, as
  // production with several instances does (server/test/pooler-setup.ts starts it); migrations
  // stay direct (decision 0006).
  const pooler = process.env['TEST_PGBOUNCER_PORT'];
  if (pooler) {
    await handle.close();
    handle = await open(throughPort(url.toString(), Number(pooler)), true);
  }
  return {
    ...handle,
    url: url.toString(),
    drop: () =>
      finish(handle, async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      }),
  };
}

/**
 * Connections of another app instance to a PostgreSQL test database (through PgBouncer too with
 * TEST_POOLER): dropping them closes them and leaves the database to its owner.
 */
export async function connectAgain(
  database: TestDatabase,
  options: { onQuery?: (query: string) => void } = {},
): Promise<TestDatabase> {
  const url = database.url;
  if (!url) throw new Error('another instance needs a PostgreSQL test database');
  const pooler = process.env['TEST_PGBOUNCER_PORT'];
  const handle = await openDatabase({
    kind: 'postgres',
    url: pooler ? throughPort(url, Number(pooler)) : url,
    pooler: pooler !== undefined,
    poolSize: 20,
    onError: () => undefined,
    ...options,
  });
  return { ...handle, url, drop: () => handle.close() };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    // Suites register many members from one address; the rate-limit tests turn them on.
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
      RATE_LIMITS: 'off',
    }),
    ...overrides,
  };
}

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

export async function createTestApp(
  options: {
    database?: TestDatabase;
    config?: Partial<Config>;
    market?: MarketService;
    logStream?: { write(line: string): void };
    /** How the app hears of session changes: the database's own feed unless given. */
    sessionFeed?: SessionFeedFactory;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const uploadsDir = mkdtempSync(join(tmpdir(), 'lte-uploads-'));
  const app = await buildApp({
    config: testConfig({ uploadsDir, ...options.config }),
    db: database.db,
    ...(options.market ? { market: options.market } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    // Suites run with the session cache as production does; its listener goes to the server
    // itself also when the app's connections go through PgBouncer (TEST_POOLER).
    sessionFeed: options.sessionFeed ?? sessionFeedOf(database, database.url),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A test app whose database counts the statements `matches` picks out (the batching tests). */
export async function createCountingApp(matches: (query: string) => boolean) {
  let counted = 0;
  const database = await createTestDatabase({
    onQuery: (query) => {
      if (matches(query)) counted++;
    },
  });
  return { t: await createTestApp({ database }), counted: () => counted };
}
