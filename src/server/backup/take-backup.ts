import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { MediaStorage } from '../storage/media-storage';
import { BACKUP_FORMAT, BACKUP_VERSION, backupWriter, ROWS_PER_LINE } from './backup-format';
import { migrationLevel, quoteIdent, sequences, tablesInDependencyOrder } from './backup-tables';

/**
 * Writes one backup of the database and the uploaded images to `output`. Every table is read
 * in one REPEATABLE READ transaction: one consistent moment of the whole shop, however many
 * orders are placed meanwhile (on PostgreSQL they go on; PGlite, one query at a time, makes
 * them wait until the tables are read). Images are copied after it, from whichever store holds
 * them (the disk or the bucket): an image uploaded meanwhile may come along unused, which is
 * harmless.
 */
export async function writeBackup(handle: Pick<DatabaseHandle, 'db' | 'kind'>, media: Pick<MediaStorage, 'keys' | 'get'>, output: Writable): Promise<{ rows: number; files: number }> {
  const writer = backupWriter(output);
  let rows = 0;
  try {
    await handle.db.transaction(
      async (tx) => {
        const tables = await tablesInDependencyOrder(tx);
        await writer.write({
          kind: 'manifest',
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          source: handle.kind,
          migrations: await migrationLevel(tx),
          tables,
        });
        for (const table of tables) {
          const result = (await tx.execute(sql.raw(`select row_to_json(t) as row from ${quoteIdent(table)} t`))) as unknown as { rows: Array<{ row: unknown }> };
          for (let start = 0; start < result.rows.length; start += ROWS_PER_LINE) {
            await writer.write({ kind: 'rows', table, rows: result.rows.slice(start, start + ROWS_PER_LINE).map((r) => r.row) });
          }
          rows += result.rows.length;
        }
        for (const sequence of await sequences(tx)) await writer.write({ kind: 'sequence', ...sequence });
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    let copied = 0;
    for await (const key of media.keys()) {
      // Gone since it was listed (its product went): nothing refers to it any more.
      const object = await media.get(key);
      if (!object) continue;
      await writer.write({ kind: 'file', path: key, data: object.body.toString('base64') });
      copied++;
    }
    await writer.write({ kind: 'end', rows, files: copied });
    await writer.close();
    return { rows, files: copied };
  } catch (error) {
    output.destroy(error as Error);
    throw error;
  }
}
