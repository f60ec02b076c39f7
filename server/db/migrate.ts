import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client';

/** Beside this module in the sources, and copied beside the bundle by the server build. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const MIGRATION_LOCK = 7_102_001;

/** Applies pending migrations; on PostgreSQL under an advisory lock so that instances starting together take turns. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.client), { migrationsFolder });
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
