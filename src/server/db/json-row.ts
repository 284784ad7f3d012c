import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row of `table` (named `alias` in the statement) as one JSON object keyed as Drizzle keys
 * its rows, so a page's related rows can come back inside the page's own statement (one round
 * trip) and still be read through the columns' own conversions by `rowFromJson`.
 * `extra`: more keys, each an SQL expression.
 */
export function jsonRowOf(table: PgTable, alias: string, extra: Record<string, SQL> = {}): SQL {
  const pairs = [
    ...Object.entries(getTableColumns(table)).map(([key, column]) => sql.raw(`'${key}', "${alias}"."${column.name}"`)),
    ...Object.entries(extra).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
  ];
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A JSON row of `jsonRowOf` as Drizzle would have answered it (timestamps as Date, and so on). */
export function rowFromJson<T>(table: PgTable, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = { ...json };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}
