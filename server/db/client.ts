import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one query layer of the server, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A NOTICE a pooled connection received (migration 0011's triggers raise them). */
export type DatabaseNotice = { message?: string | undefined; detail?: string | undefined };

export type DatabaseHandle =
  | {
      kind: 'postgres';
      db: Database;
      pool: pg.Pool;
      /** Hears the NOTICEs of every pooled connection; answers the unsubscribe. */
      onNotice(listener: (notice: DatabaseNotice) => void): () => void;
      close(): Promise<void>;
    }
  | { kind: 'pglite'; db: Database; client: PGlite; close(): Promise<void> };

export type DatabaseTarget = (
  | { kind: 'pglite'; dataDir: string | undefined }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** The URL is a transaction-mode pooler: statements go unnamed (see PoolerSafeClient). */
      pooler?: boolean;
    }
) & {
  /** Called with every statement Drizzle sends (tests count statements with it). */
  onQuery?: (query: string) => void;
  /** Told when PostgreSQL drops an idle pooled connection. */
  onError?: (error: Error) => void;
};

/** PGlite's defaults minus "-F": this database holds money, so it fsyncs (decisions §11). */
export const durablePgliteParams = PGlite.defaultStartParams.filter((p) => p !== '-F');

/**
 * A client for a transaction-mode pooler (PgBouncer): a named prepared statement lives on one
 * server connection, and the pooler gives each transaction any of them, so the name may be unknown
 * there or already taken. Without its name a statement is parsed again each time, on whichever
 * connection runs it (docs/decisions/0006-pooler-safe-statements.md has the measured cost).
 */
class PoolerSafeClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [first, ...rest] = args;
    const config =
      typeof first === 'object' && first !== null && 'name' in first
        ? { ...(first as Record<string, unknown>), name: undefined }
        : first;
    return (super.query as (...a: unknown[]) => never)(config, ...rest);
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const onQuery = target.onQuery;
  const options = {
    schema,
    ...(onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {}),
  };
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      application_name: 'learn-trade-earn',
      ...(target.pooler ? { Client: PoolerSafeClient } : {}),
    });
    // An idle connection the server drops (restart, failover) is an event, not a crash: the pool
    // replaces it on the next query.
    pool.on('error', (error) => target.onError?.(error));
    const noticeListeners = new Set<(notice: DatabaseNotice) => void>();
    pool.on('connect', (client) =>
      client.on('notice', (notice) => {
        for (const listener of noticeListeners) listener(notice);
      }),
    );
    const client = await pool.connect();
    client.release();
    return {
      kind: 'postgres',
      db: drizzlePg(pool, options),
      pool,
      onNotice(listener) {
        noticeListeners.add(listener);
        return () => noticeListeners.delete(listener);
      },
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    startParams: durablePgliteParams,
  });
  return {
    kind: 'pglite',
    db: drizzlePglite(client, options),
    client,
    close: () => client.close(),
  };
}
