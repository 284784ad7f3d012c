/**
 * A DATA_DIR from the versions that ran PGlite moves itself into the embedded PostgreSQL server
 * on its first start, through the shop's own backup and restore (src/server/backup): every
 * table, sequence and picture. The PGlite folder is left as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { restoreBackup } from '../../backup/restore-backup';
import { writeBackup } from '../../backup/take-backup';
import { DiskMediaStorage } from '../../storage/media-storage';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../private-files';
import { openPglite, openPostgres } from '../client';
import { embeddedFolder, startEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { databaseUserFor } from './database-user';
import { isAlive } from './postmaster';

export class MoveFromPgliteError extends Error {}

const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** A PGlite database and no embedded server yet: the state of a DATA_DIR made by an earlier version. */
export function needsMoveFromPglite(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION')) && !fs.existsSync(path.join(embeddedFolder(dataDir), 'PG_VERSION'));
}

function refuseWhileOldShopRuns(dataDir: string) {
  const lock = path.join(pgliteFolder(dataDir), 'postmaster.lock.shop');
  const pid = fs.existsSync(lock) ? Number(fs.readFileSync(lock, 'utf8')) : 0;
  if (pid && pid !== process.pid && isAlive(pid)) {
    throw new MoveFromPgliteError(`The PGlite database in ${pgliteFolder(dataDir)} is open in another shop process (pid ${pid}): stop it, then start this version again.`);
  }
}

/**
 * The move: PGlite is read from a copy of its folder (so the original stays byte for byte),
 * its backup restored into a server built in DATA_DIR/pglite-move/, and that server renamed to
 * DATA_DIR/postgres only once whole. Anything that fails leaves DATA_DIR as it was before.
 */
export async function moveFromPglite(dataDir: string, log: (message: string) => void): Promise<void> {
  if (!needsMoveFromPglite(dataDir)) return;
  refuseWhileOldShopRuns(dataDir);
  // Started as root, the server of the move (in a folder inside DATA_DIR) runs as the account
  // that will run the shop's: DATA_DIR is given to it first, as any start does.
  databaseUserFor(dataDir, log);
  const work = path.join(dataDir, 'pglite-move');
  const mediaDir = path.join(dataDir, 'media');
  const backupFile = path.join(work, 'pglite-backup.ndjson.gz');
  log(`moving the PGlite database in ${pgliteFolder(dataDir)} into an embedded PostgreSQL server (${embeddedFolder(dataDir)})`);
  fs.rmSync(work, { recursive: true, force: true });
  ensurePrivateDir(work);
  let server: EmbeddedServer | undefined;
  try {
    fs.cpSync(pgliteFolder(dataDir), path.join(work, 'pglite'), { recursive: true });
    fs.rmSync(path.join(work, 'pglite', 'postmaster.lock.shop'), { force: true });
    const source = await openPglite(work);
    try {
      await writeBackup(source, new DiskMediaStorage(mediaDir, ''), fs.createWriteStream(backupFile, { mode: PRIVATE_FILE_MODE }));
    } finally {
      await source.close();
    }
    server = await startEmbeddedServer(work, { log });
    const target = await openPostgres(server.url, 2);
    let restored: { rows: number; files: number };
    try {
      // The pictures stay where they are in DATA_DIR/media; the restore writes its copies aside.
      restored = await restoreBackup(target, new DiskMediaStorage(path.join(work, 'restored-media'), ''), fs.createReadStream(backupFile), `The embedded database in ${work}`);
    } finally {
      await target.close();
    }
    await server.stop();
    server = undefined;
    fs.renameSync(embeddedFolder(work), embeddedFolder(dataDir));
    const kept = path.join(dataDir, 'pglite-moved.ndjson.gz');
    fs.renameSync(backupFile, kept);
    fs.rmSync(work, { recursive: true, force: true });
    log(
      `moved ${restored.rows} rows and ${restored.files} pictures from PGlite into the embedded PostgreSQL server. ` +
        `The PGlite folder ${pgliteFolder(dataDir)} is left as it was, and the backup the move used is ${kept}: delete both once the shop looks right.`,
    );
  } catch (error) {
    await server?.stop().catch(() => {});
    fs.rmSync(work, { recursive: true, force: true });
    throw new MoveFromPgliteError(
      `Moving the PGlite database in ${pgliteFolder(dataDir)} into the embedded PostgreSQL server failed: ${(error as Error).message}\n` +
        `Nothing was changed: ${pgliteFolder(dataDir)} is as it was. Fix the cause and start the shop again to retry the move ` +
        '(or run the previous version of the shop on this DATA_DIR meanwhile).',
      { cause: error },
    );
  }
}
