import { buildApp } from './app';
import { loadConfig, POOLER_NEEDS_DIRECT_URL, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { bootstrap } from './bootstrap';
import { startScheduler } from './scheduler';
import { localScreenshotStore } from './modules/orders/screenshots';
import { startNotificationWorker } from './modules/notifications/worker';
import { startChainWorker } from './modules/chain/worker';
import { sessionFeedOf } from './modules/auth/session-feed';

/**
 * Instances starting together take turns at the migrations under a session advisory lock, which a
 * transaction-mode pooler cannot hold: through one, they run over DATABASE_DIRECT_URL.
 */
async function migrate(config: Config, handle: DatabaseHandle) {
  if (!config.databasePooler) return runMigrations(handle);
  if (!config.databaseDirectUrl) throw new Error(POOLER_NEEDS_DIRECT_URL);
  const direct = await openDatabase({
    kind: 'postgres',
    url: config.databaseDirectUrl,
    poolSize: 1,
  });
  try {
    await runMigrations(direct);
  } finally {
    await direct.close();
  }
}

async function main() {
  const config = loadConfig();
  const onError = (error: Error) =>
    console.error('database connection lost (will reconnect):', error.message);
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, pooler: config.databasePooler, onError }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await migrate(config, handle);
  const replica = config.databaseReplicaUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseReplicaUrl,
        pooler: config.databasePooler,
        onError,
      })
    : undefined;
  const screenshots = localScreenshotStore(config.uploadsDir);
  await bootstrap(handle.db, config.bootstrap, (line) => console.log(line), screenshots);
  const app = await buildApp({
    config,
    db: handle.db,
    ...(replica && { replica: replica.db }),
    screenshots,
    // LISTEN needs a session of its own: through a pooler, the direct URL (decision 0006).
    sessionFeed: sessionFeedOf(handle, config.databaseDirectUrl ?? config.databaseUrl),
  });

  const scheduler = config.scheduler ? startScheduler(handle.db, app.log) : undefined;
  const notifications = await startNotificationWorker(handle.db, config.notify, {
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const chainWorker = startChainWorker(handle.db, app.chain, { log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    scheduler?.stop();
    await notifications.stop();
    await chainWorker.stop();
    await app.close();
    await replica?.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: handle.kind === 'pglite' ? config.dataDir : 'postgres' },
    `LEARN-TRADE-EARN is serving on ${address}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
