import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable).map((table) => getTableName(table));

/**
 * A fingerprint of every table's content (row count and an md5 of the sorted rows), to prove
 * that a rejected request wrote nothing.
 */
export async function snapshotDatabase(db: Database, options: { except?: string[] } = {}): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of tables) {
    if (options.except?.includes(table)) continue;
    const result = await db.execute(
      sql.raw(`select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${table}" t`),
    );
    const row = (result as unknown as { rows: Array<{ n: string; digest: string }> }).rows[0]!;
    snapshot[table] = `${row.n}:${row.digest}`;
  }
  return snapshot;
}
