import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { migrate, migrationCount } from '../db/migrate';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../private-files';
import { BackupFileError, readBackup, type BackupLine, type Manifest } from './backup-format';
import { migrationLevel, quoteIdent, writableColumns } from './backup-tables';
import { filesUnder } from './take-backup';

/** The target is not empty, or the backup cannot go into this version of the shop. */
export class RestoreRefusedError extends Error {}

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Refuses a target that holds anything: a restore never mixes two shops. */
export async function assertEmptyTarget(handle: Pick<DatabaseHandle, 'db' | 'kind'>, mediaDir: string, where: string): Promise<void> {
  const tables = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`))[0]!.n;
  if (tables > 0 || (await migrationLevel(handle.db)) > 0) {
    throw new RestoreRefusedError(
      `${where} is not empty (it already holds the shop's tables). A restore goes only into an empty database: ` +
        (handle.kind === 'postgres' ? 'create a new database (createdb) and point DATABASE_URL at it.' : 'give DATA_DIR an empty folder.'),
    );
  }
  if (filesUnder(mediaDir).length > 0) throw new RestoreRefusedError(`${mediaDir} already holds images. A restore goes only into an empty DATA_DIR.`);
}

/** Validates a file path from the backup: inside the media folder, never above it. */
function mediaPath(mediaDir: string, relative: string): string {
  const target = path.resolve(mediaDir, relative);
  if (!target.startsWith(path.resolve(mediaDir) + path.sep)) throw new BackupFileError(`The backup names a file outside the media folder: ${relative}`);
  return target;
}

/**
 * Loads a backup into an empty database and media folder: the migrations up to the backup's
 * level, every row in one transaction (parents first), the sequences where they stood (the
 * next order number follows the last one), the images, then the migrations that came after.
 */
export async function restoreBackup(handle: DatabaseHandle, mediaDir: string, input: Readable): Promise<{ rows: number; files: number; manifest: Manifest }> {
  await assertEmptyTarget(handle, mediaDir, handle.kind === 'postgres' ? 'The PostgreSQL database' : `The embedded database in ${path.dirname(mediaDir)}`);
  const lines = readBackup(input)[Symbol.asyncIterator]();
  const next = async (): Promise<BackupLine | undefined> => {
    const result = await lines.next();
    return result.done ? undefined : result.value;
  };
  const manifest = (await next()) as Manifest;
  if (manifest.migrations > migrationCount()) {
    throw new RestoreRefusedError(
      `This backup was taken by a newer version of the shop (${manifest.migrations} migrations; this one has ${migrationCount()}). Restore it with that version.`,
    );
  }
  await migrate(handle, { upTo: manifest.migrations });

  let rows = 0;
  let pending: BackupLine | undefined;
  await handle.db.transaction(async (tx) => {
    const columnsOf = new Map<string, string>();
    for (const table of manifest.tables) columnsOf.set(table, (await writableColumns(tx, table)).map(quoteIdent).join(', '));
    // The rows are a consistent copy, the tables that triggers keep (the order totals) included:
    // replaying the triggers would count every order twice. Back on before the transaction ends.
    const triggers = async (state: 'disable' | 'enable') => {
      for (const table of manifest.tables) await tx.execute(sql.raw(`alter table ${quoteIdent(table)} ${state} trigger user`));
    };
    await triggers('disable');
    for (let line = await next(); line; line = await next()) {
      if (line.kind === 'rows') {
        const columns = columnsOf.get(line.table);
        if (!columns) throw new BackupFileError(`The backup has rows of a table its manifest does not list: ${line.table}`);
        const table = sql.raw(quoteIdent(line.table));
        await tx.execute(
          sql`insert into ${table} (${sql.raw(columns)}) select ${sql.raw(columns)} from json_populate_recordset(null::${table}, ${JSON.stringify(line.rows)}::json)`,
        );
        rows += line.rows.length;
      } else if (line.kind === 'sequence') {
        if (line.lastValue !== null) await tx.execute(sql`select setval(${`public.${quoteIdent(line.name)}`}::regclass, ${line.lastValue}::bigint, true)`);
      } else {
        pending = line;
        break;
      }
    }
    await triggers('enable');
  });

  ensurePrivateDir(mediaDir);
  let files = 0;
  for (let line = pending; line; line = await next()) {
    if (line.kind === 'file') {
      const target = mediaPath(mediaDir, line.path);
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      fs.writeFileSync(target, Buffer.from(line.data, 'base64'), { mode: PRIVATE_FILE_MODE });
      files++;
    } else if (line.kind === 'end') {
      if (line.rows !== rows || line.files !== files) throw new BackupFileError(`The backup says ${line.rows} rows and ${line.files} files, but holds ${rows} and ${files}.`);
      await migrate(handle);
      return { rows, files, manifest };
    } else {
      throw new BackupFileError(`Unexpected ${line.kind} line after the images`);
    }
  }
  throw new BackupFileError('The backup file is cut off (it has no end line): it was not restored completely.');
}
