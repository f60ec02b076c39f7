import { startPgbouncer } from './pgbouncer';

/**
 * Vitest global setup of the PostgreSQL suites: with TEST_POOLER=1, one PgBouncer in transaction
 * mode in front of TEST_DATABASE_URL's server for the whole run (the harness opens the app's
 * connections through it), stopped at the end.
 */
export default async function setup() {
  const server = process.env['TEST_DATABASE_URL'];
  if (process.env['TEST_POOLER'] !== '1' || !server) return undefined;
  const bouncer = await startPgbouncer(server, 8);
  process.env['TEST_PGBOUNCER_PORT'] = String(bouncer.port);
  return () => bouncer.stop();
}
