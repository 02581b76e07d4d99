/**
 * Backups of the embedded database: PGlite's own dump of its data directory (a gzipped tar),
 * taken while no API has the directory open (PGlite is one process's database; its
 * postmaster.pid says one has it), and restored into an empty directory, or over the old one
 * with `replace`, which keeps the old one aside instead of deleting it.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createPglite } from './pglite';

/** Refuses a directory that a running API (or one that did not close it) holds. */
function refuseInUse(dataDir: string): void {
  if (existsSync(`${dataDir}/postmaster.pid`)) {
    throw new Error(`${dataDir} is in use (postmaster.pid): stop the API first. If none is running, it stopped without closing the database: start it and stop it once.`);
  }
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(`${dataDir}/PG_VERSION`)) throw new Error(`no PGlite database in ${dataDir}`);
  refuseInUse(dataDir);
  const pglite = await createPglite({ dataDir });
  try {
    const dump = await pglite.dumpDataDir('gzip');
    // Written whole, then renamed: a backup file that exists is complete.
    await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    await rename(`${file}.partial`, file);
  } finally {
    await pglite.close();
  }
}

/** Answers where the replaced directory was kept, if one was. */
export async function restorePglite(file: string, dataDir: string, options: { replace?: boolean; now?: Date } = {}): Promise<string | null> {
  let keptAt: string | null = null;
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    if (!options.replace) throw new Error(`${dataDir} is not empty: restore into an empty directory, or replace it (--replace keeps the old one aside)`);
    refuseInUse(dataDir);
    keptAt = `${dataDir}.before-restore-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, keptAt);
  }
  const pglite = await createPglite({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
  try {
    // Opens and answers: the restored directory is a working database.
    await pglite.query('select 1');
  } finally {
    await pglite.close();
  }
  return keptAt;
}
