import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { bootstrap } from './services/bootstrap';
import { startScheduler } from './services/scheduler';
import { localScreenshotStore } from './services/screenshots';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          onError: (error) =>
            console.error('database connection lost (will reconnect):', error.message),
        }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await runMigrations(handle);
  const screenshots = localScreenshotStore(config.uploadsDir);
  await bootstrap(handle.db, config.bootstrap, (line) => console.log(line), screenshots);
  const app = await buildApp({ config, db: handle.db, screenshots });

  const scheduler = config.scheduler ? startScheduler(handle.db, app.log) : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    scheduler?.stop();
    await app.close();
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
