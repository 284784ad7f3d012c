import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Tables a backup leaves out: the shop's generated secrets (secrets/shared-secrets.ts). They
 * were never in a backup while they lived in DATA_DIR/secrets, and a backup file is copied to
 * places the signing key should not go; a restored shop makes new ones at its first start
 * (or uses JWT_SECRET), and its people sign in again.
 */
export const NOT_BACKED_UP = ['shared_secrets'];

/**
 * The shop's tables (schema `public`) but those NOT_BACKED_UP, each after the tables it refers
 * to, so that restoring them in this order satisfies every foreign key. Ties are broken by name,
 * for stable files.
 */
export async function tablesInDependencyOrder(db: DbOrTx): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  )
    .map((row) => row.name)
    .filter((name) => !NOT_BACKED_UP.includes(name));
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && references.every((ref) => ref.child !== table || placed.has(ref.parent)));
    if (ready.length === 0) throw new Error('The foreign keys between the tables form a cycle: no restore order exists');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The sequences of the shop's schema (order numbers among them) with their last value. */
export async function sequences(db: DbOrTx): Promise<Array<{ name: string; lastValue: string | null }>> {
  return rowsOf<{ name: string; lastValue: string | null }>(
    await db.execute(sql`select sequencename as name, last_value::text as "lastValue" from pg_sequences where schemaname = 'public' order by 1`),
  );
}

/** How many migrations the database has had (drizzle's own journal table). */
export async function migrationLevel(db: DbOrTx): Promise<number> {
  const exists = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`));
  if (!exists[0]?.present) return 0;
  return Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n);
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The columns a restore writes: all but the generated ones (the database computes those again). */
export async function writableColumns(db: DbOrTx, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      select a.attname as name from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = ${table} and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`),
  ).map((row) => row.name);
}
