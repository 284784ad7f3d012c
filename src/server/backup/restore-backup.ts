import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { migrate, migrationCount } from '../db/migrate';
import { isSafeMediaKey, mediaTypeOf, type MediaStorage } from '../storage/media-storage';
import { BackupFileError, readBackup, type BackupLine, type Manifest } from './backup-format';
import { migrationLevel, quoteIdent, writableColumns } from './backup-tables';

/** The target is not empty, or the backup cannot go into this version of the shop. */
export class RestoreRefusedError extends Error {}

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Refuses a target that holds anything: a restore never mixes two shops. */
export async function assertEmptyTarget(handle: Pick<DatabaseHandle, 'db' | 'kind'>, media: Pick<MediaStorage, 'keys' | 'description'>, where: string): Promise<void> {
  const tables = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`))[0]!.n;
  if (tables > 0 || (await migrationLevel(handle.db)) > 0) {
    throw new RestoreRefusedError(
      `${where} is not empty (it already holds the shop's tables). A restore goes only into an empty database: ` +
        (handle.kind === 'postgres' ? 'create a new database (createdb) and point DATABASE_URL at it.' : 'give DATA_DIR an empty folder.'),
    );
  }
  for await (const _key of media.keys()) {
    throw new RestoreRefusedError(`${media.description} already holds images. A restore goes only into an empty DATA_DIR and an empty bucket.`);
  }
}

/** Validates a file path from the backup: a key the storage may write, never above the media folder. */
function mediaKey(relative: string): string {
  if (!isSafeMediaKey(relative) || relative.startsWith('/')) throw new BackupFileError(`The backup names a file outside the media folder: ${relative}`);
  return relative;
}

/**
 * Loads a backup into an empty database and picture store (the disk or the bucket, whichever
 * is configured): the migrations up to the backup's
 * level, every row in one transaction (parents first), the sequences where they stood (the
 * next order number follows the last one), the images, then the migrations that came after.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  media: Pick<MediaStorage, 'keys' | 'put' | 'description'>,
  input: Readable,
  where = 'The PostgreSQL database',
): Promise<{ rows: number; files: number; manifest: Manifest }> {
  await assertEmptyTarget(handle, media, where);
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

  let files = 0;
  for (let line = pending; line; line = await next()) {
    if (line.kind === 'file') {
      const key = mediaKey(line.path);
      await media.put(key, Buffer.from(line.data, 'base64'), mediaTypeOf(key));
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
