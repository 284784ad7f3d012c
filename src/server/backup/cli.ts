/**
 * `npm run backup [FILE]` and `npm run restore FILE` (README: "Backup, restore, and moving to
 * PostgreSQL"). The database is the one the shop would use: DATABASE_URL, else DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ConfigError, loadConfig, type Config } from '../config';
import { DataDirLockedError, openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { PRIVATE_FILE_MODE } from '../private-files';
import { BackupFileError, readBackup } from './backup-format';
import { BACKUP_PATH, BACKUP_SECRET_HEADER, backupSecret } from './backup-route';
import { RestoreRefusedError, restoreBackup } from './restore-backup';
import { writeBackup } from './take-backup';

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

async function openShopDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, 2) : openPglite(config.dataDir);
}

/** Asks the running shop for the backup (PGlite: its data folder is open in that process). */
async function backupFromRunningShop(config: Config, file: fs.WriteStream): Promise<void> {
  const url = `http://127.0.0.1:${config.port}${BACKUP_PATH}`;
  const response = await fetch(url, { headers: { [BACKUP_SECRET_HEADER]: backupSecret(config.dataDir) } }).catch((error: unknown) => {
    throw new Error(`The shop holds ${config.dataDir} but does not answer on ${url}: ${(error as Error).message}`);
  });
  if (!response.ok || !response.body) throw new Error(`The running shop refused the backup (${response.status}): is it the shop of DATA_DIR=${config.dataDir}?`);
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as WebReadableStream).on('error', reject).pipe(file).on('finish', resolve).on('error', reject);
  });
}

/** Reads the file back to its end line: a backup is reported only once it is known whole. */
async function verify(file: string): Promise<{ rows: number; files: number }> {
  for await (const line of readBackup(fs.createReadStream(file))) if (line.kind === 'end') return line;
  throw new BackupFileError(`${file} is incomplete (no end line): the backup failed; see the shop's log.`);
}

async function backup(config: Config, fileArg?: string): Promise<void> {
  const file = path.resolve(fileArg ?? `shop-backup-${stamp()}.ndjson.gz`);
  const partial = `${file}.partial`;
  // It holds every customer's name, phone and address: readable by its owner only.
  const output = fs.createWriteStream(partial, { mode: PRIVATE_FILE_MODE });
  try {
    let handle: DatabaseHandle | undefined;
    try {
      handle = await openShopDatabase(config);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
    }
    if (handle) {
      try {
        await writeBackup(handle, path.join(config.dataDir, 'media'), output);
      } finally {
        await handle.close();
      }
    } else {
      await backupFromRunningShop(config, output);
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
    const { rows, files, manifest } = await restoreBackup(handle, path.join(config.dataDir, 'media'), fs.createReadStream(file));
    const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
    console.log(`Restored ${rows} rows and ${files} images from a ${manifest.source} backup of ${manifest.createdAt} into ${target}.`);
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
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof RestoreRefusedError || error instanceof BackupFileError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
