import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { durablePgliteParams } from './client';

/**
 * Backups of the embedded database (README "Operations", backups): the whole data folder as one gzip'd tarball,
 * taken while the server is stopped (PGlite is a single-process database). PostgreSQL deployments
 * use pg_dump / pg_restore instead (README "Operations").
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
    throw new Error(`There is no embedded database in ${dataDir}`);
  }
  const db = await PGlite.create({ dataDir, startParams: durablePgliteParams });
  try {
    // A checkpoint first, so the tarball holds every committed change in the data files.
    await db.exec('checkpoint');
    const dump = await db.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
    return bytes.length;
  } finally {
    await db.close();
  }
}

/**
 * Restores a backup into `dataDir`. An existing database there is kept aside (renamed with the
 * time), never overwritten; the restored one is opened once to prove it is whole.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<string | undefined> {
  let keptAside: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    keptAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, keptAside);
  }
  mkdirSync(dataDir, { recursive: true });
  const tarball = new Blob([await readFile(file)]);
  const db = await PGlite.create({
    dataDir,
    loadDataDir: tarball,
    startParams: durablePgliteParams,
  });
  try {
    await db.query('select count(*) from members');
  } finally {
    await db.close();
  }
  return keptAside;
}
