import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { schemaTables } from '../db/schema-tables';

const tables = schemaTables.map((table) => getTableName(table));

/**
 * A fingerprint of every table's content (row count and an md5 of the sorted rows), to prove
 * that a rejected request wrote nothing. One statement for all tables: the fuzz test takes one
 * after every request, and a round trip per table made it the slowest file of the suite.
 */
export async function snapshotDatabase(db: Database, options: { except?: string[] } = {}): Promise<Record<string, string>> {
  const fingerprints = tables
    .filter((table) => !options.except?.includes(table))
    .map(
      (table) =>
        `select '${table}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as fingerprint from "${table}" t`,
    );
  const result = await db.execute(sql.raw(fingerprints.join(' union all ')));
  const rows = (result as unknown as { rows: Array<{ name: string; fingerprint: string }> }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.fingerprint]));
}

/**
 * The id the next writing transaction will get. PostgreSQL gives a transaction an id at its
 * first write (a read-only one gets none), so while this stays the same nothing was written,
 * and a snapshot taken before still holds: the fuzz test takes a new one only when it moved.
 */
export async function nextTransactionId(db: Database): Promise<string> {
  const result = await db.execute(sql.raw('select pg_snapshot_xmax(pg_current_snapshot())::text as xid'));
  return (result as unknown as { rows: Array<{ xid: string }> }).rows[0]!.xid;
}
