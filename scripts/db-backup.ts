// `npm run db:backup [-- <file>]`: the embedded database under DATA_DIR as one .tar.gz (stop the
// server first). Default file: backups/lte-<time>.tar.gz. For PostgreSQL use pg_dump (README).
import { loadConfig } from '../server/config';
import { backupEmbedded } from '../server/db/backup';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see README "Operations").');
  process.exit(2);
}
const file =
  process.argv[2] ?? `backups/lte-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
const bytes = await backupEmbedded(config.dataDir, file);
console.log(`Backed up ${config.dataDir} to ${file} (${(bytes / 1024).toFixed(0)} kB).`);
