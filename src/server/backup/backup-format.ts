/**
 * The shop's backup file: gzip-compressed JSON lines, portable between PGlite and PostgreSQL
 * (docs/decisions/011-backup-and-restore.md). In order:
 *   {"kind":"manifest", ...}                 format, when, from which database, migration level, tables
 *   {"kind":"rows","table":"users","rows":[...]}   up to ROWS_PER_LINE rows per line, tables parents first
 *   {"kind":"sequence","name":"...","lastValue":"1042"}
 *   {"kind":"file","path":"products/ab.webp","data":"<base64>"}   the uploaded images (DATA_DIR/media)
 *   {"kind":"end","rows":N,"files":M}        its absence means a cut-off file
 * Rows are PostgreSQL's own row_to_json, read back with json_populate_recordset, so every
 * type (timestamps, numerics, arrays, jsonb) round-trips exactly.
 */
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import zlib from 'node:zlib';

export const BACKUP_FORMAT = 'egypt-clothing-shop-backup';
export const BACKUP_VERSION = 1;
export const ROWS_PER_LINE = 500;

export type Manifest = {
  kind: 'manifest';
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** How many of the shop's migrations the database had: restore migrates the target to the same level first. */
  migrations: number;
  /** Every table of the shop's schema, parents before the tables that refer to them. */
  tables: string[];
};
export type RowsLine = { kind: 'rows'; table: string; rows: unknown[] };
export type SequenceLine = { kind: 'sequence'; name: string; lastValue: string | null };
export type FileLine = { kind: 'file'; path: string; data: string };
export type EndLine = { kind: 'end'; rows: number; files: number };
export type BackupLine = Manifest | RowsLine | SequenceLine | FileLine | EndLine;

/** Writes lines into a gzip stream piped to `output`, waiting when the consumer is slower. */
export function backupWriter(output: Writable) {
  const gzip = zlib.createGzip({ level: 6 });
  const finished = new Promise<void>((resolve, reject) => {
    output.on('finish', resolve).on('close', resolve).on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(output);
  return {
    async write(line: BackupLine): Promise<void> {
      if (!gzip.write(`${JSON.stringify(line)}\n`)) await new Promise((resolve) => gzip.once('drain', resolve));
    },
    async close(): Promise<void> {
      gzip.end();
      await finished;
    },
  };
}

export class BackupFileError extends Error {}

/** The lines of a backup file, the manifest checked first. */
export async function* readBackup(input: Readable): AsyncGenerator<BackupLine> {
  const lines = readline.createInterface({ input: input.pipe(zlib.createGunzip()), crlfDelay: Infinity });
  let first = true;
  try {
    for await (const text of lines) {
      if (!text) continue;
      const line = JSON.parse(text) as BackupLine;
      if (first) {
        if (line.kind !== 'manifest' || line.format !== BACKUP_FORMAT) throw new BackupFileError('This file is not a backup of the shop.');
        if (line.version !== BACKUP_VERSION) throw new BackupFileError(`This backup has format version ${line.version}; this shop reads version ${BACKUP_VERSION}.`);
        first = false;
      }
      yield line;
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(`The backup file is damaged or cut off: ${(error as Error).message}`);
  }
  if (first) throw new BackupFileError('The backup file is empty.');
}
