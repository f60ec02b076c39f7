// `npm run db:restore -- <file>`: restores a db:backup tarball into DATA_DIR (stop the server
// first); a database already there is renamed aside, not overwritten.
import { loadConfig } from '../server/config';
import { restoreEmbedded } from '../server/db/backup';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run db:restore -- <backup.tar.gz>');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore (see README "Operations").',
  );
  process.exit(2);
}
const aside = await restoreEmbedded(file, config.dataDir);
if (aside) console.log(`The database that was in ${config.dataDir} is kept in ${aside}.`);
console.log(`Restored ${file} into ${config.dataDir}.`);
