/**
 * `npm run backup [FILE]` and `npm run restore FILE` (README: "Backup, restore, and moving to
 * PostgreSQL"). The database is the one the shop would use: DATABASE_URL, else DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { MoveFromPgliteError } from '../db/embedded/move-from-pglite';
import { PRIVATE_FILE_MODE } from '../private-files';
import { openMediaStorage } from '../storage/open-media-storage';
import { BackupFileError, readBackup } from './backup-format';
import { RestoreRefusedError, restoreBackup } from './restore-backup';
import { writeBackup } from './take-backup';

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/**
 * A client like any other: DATABASE_URL's server, else the embedded server of DATA_DIR, the
 * one the running shop uses (found through its postmaster.pid, and left running for it), or
 * started for the command and stopped after it when no shop runs.
 */
function openShopDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({ ...config, log: (message) => console.log(message) });
}

/** Reads the file back to its end line: a backup is reported only once it is known whole. */
async function verify(file: string): Promise<{ rows: number; files: number }> {
  for await (const line of readBackup(fs.createReadStream(file))) if (line.kind === 'end') return line;
  throw new BackupFileError(`${file} is incomplete (no end line): the backup failed.`);
}

async function backup(config: Config, fileArg?: string): Promise<void> {
  const file = path.resolve(fileArg ?? `shop-backup-${stamp()}.ndjson.gz`);
  const partial = `${file}.partial`;
  try {
    const handle = await openShopDatabase(config);
    try {
      // It holds every customer's name, phone and address: readable by its owner only.
      await writeBackup(handle, await openMediaStorage(config), fs.createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
    } finally {
      await handle.close();
    }
    const { rows, files } = await verify(partial);
    fs.renameSync(partial, file);
    console.log(`Backup written to ${file}: ${rows} rows, ${files} images, ${fs.statSync(file).size} bytes.`);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function restore(config: Config, file?: string): Promise<void> {
  if (!file) throw new RestoreRefusedError('Usage: npm run restore FILE');
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`${file} does not exist.`);
  const handle = await openShopDatabase(config);
  try {
    // The pictures go to whichever store is configured: the bucket of S3_BUCKET, else DATA_DIR/media.
    const media = await openMediaStorage(config);
    const where = config.databaseUrl ? 'The PostgreSQL database' : `The embedded database in ${config.dataDir}`;
    const { rows, files, manifest } = await restoreBackup(handle, media, fs.createReadStream(file), where);
    const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded PostgreSQL server in ${config.dataDir}`;
    console.log(`Restored ${rows} rows and ${files} images from a ${manifest.source} backup of ${manifest.createdAt} into ${target}, the images into ${media.description}.`);
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') return backup(config, file);
  if (command === 'restore') return restore(config, file);
  throw new RestoreRefusedError('Usage: backup [FILE] | restore FILE');
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof MoveFromPgliteError || error instanceof RestoreRefusedError || error instanceof BackupFileError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
