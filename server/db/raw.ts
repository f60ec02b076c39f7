import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Database | Tx;

/** Rows of a raw SQL query; both drivers answer `{ rows }`. int8 columns arrive as strings on node-postgres. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * `queryRows` for the statements every request runs (session lookup, dashboard): PostgreSQL keeps
 * the statement parsed and, after a few runs, planned under `name` on each pooled connection.
 * Planning was most of the database's time for these (0.2-0.3 ms against 0.03-0.06 ms executing).
 * One name, one text: the query's SQL must not vary, only its parameters. PGlite ignores the name.
 */
export async function queryPrepared<Row>(db: Executor, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: Row[] };
  return result.rows;
}

/** The database's own error behind a Drizzle "Failed query" error (both drivers set code and constraint). */
export function databaseErrorOf(error: unknown): {
  code?: string;
  constraint?: string;
  message: string;
} {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const e = cause as { code?: string; constraint?: string; message?: string };
  return { code: e.code, constraint: e.constraint, message: e.message ?? String(error) };
}

/**
 * Runs `work` in a transaction that is always rolled back and answers what it answered: work whose
 * effects nobody may keep (the close's preview, timings of writes, tests on a shared database).
 * `repeatable read` gives its statements one snapshot.
 */
export async function rolledBack<T>(
  db: Database,
  work: (tx: Tx) => Promise<T>,
  isolationLevel?: 'repeatable read',
): Promise<T> {
  const box: { result?: { value: T } } = {};
  try {
    await db.transaction(
      async (tx) => {
        box.result = { value: await work(tx) };
        tx.rollback();
      },
      isolationLevel ? { isolationLevel } : undefined,
    );
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!box.result) throw new Error('the rolled back work answered nothing');
  return box.result.value;
}

/**
 * Settings for a transaction whose statements each read or write every member at once (the
 * closes, the tour check; decision 0012): no JIT (compiling cost 0.4 s a statement and won nothing
 * back), and memory for sorts and hashes of a million rows (a hash join spilled to batches updated
 * the counters in scattered order, writing each page ten times). `set local`: they end with it.
 */
export async function applyBulkSettings(tx: Tx): Promise<void> {
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`set local work_mem = '512MB'`);
}
