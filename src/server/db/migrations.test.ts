import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, testPostgresUrl } from '../test-support/databases';
import { createPostgresDatabase } from '../test-support/postgres-database';
import { openPostgres, type DatabaseHandle } from './client';
import { migrate } from './migrate';
import * as schema from './schema/index';

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');
type Journal = { entries: Array<{ idx: number; tag: string }> };
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;

/** An empty database with nothing in it yet: not the test suites' migrated snapshot. */
async function emptyDatabase(_kind: 'postgres'): Promise<DatabaseHandle> {
  const database = await createPostgresDatabase(testPostgresUrl(), 'shop_migrations');
  const handle = await openPostgres(database.url, 2);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

describe('the committed migrations', () => {
  it('are numbered in order, each with its SQL file, and no SQL file is left out', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
    for (const [index, entry] of journal.entries.entries()) expect(entry.tag.startsWith(String(index).padStart(4, '0') + '_')).toBe(true);
    const sqlFiles = fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(sqlFiles.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).sort());
  });

  it('are up to date with the schema: generating now would add nothing', async () => {
    // The last snapshot is what `drizzle-kit generate` compares the schema with.
    const last = journal.entries.at(-1)!;
    const snapshot = JSON.parse(fs.readFileSync(path.join(migrationsFolder, `meta/${last.idx.toString().padStart(4, '0')}_snapshot.json`), 'utf8'));
    const statements = await generateMigration(snapshot, generateDrizzleJson(schema));
    expect(statements, 'The schema changed without a migration: run `npx drizzle-kit generate --name <topic>`').toEqual([]);
  });

  it('are not deleted by db:generate, which only adds one', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['db:generate']).toMatch(/^drizzle-kit generate\b/);
    expect(scripts['db:generate']).not.toMatch(/\brm\b/);
  });
});

/**
 * What the database holds, as PostgreSQL itself describes it: tables and columns, constraints,
 * indexes and enum types of the public schema, each as one comparable line.
 */
async function describeSchema(handle: DatabaseHandle): Promise<string[]> {
  const lines = async (query: string) =>
    ((await handle.db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, unknown>> }).rows.map((row) => Object.values(row).join(' | '));
  return [
    ...(await lines(`select 'column', table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length, numeric_precision
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`)),
    ...(await lines(`select 'constraint', conrelid::regclass::text, conname, pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace and contype <> 't' order by 2, 3`)),
    ...(await lines(`select 'index', tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`)),
    ...(await lines(`select 'enum', t.typname, string_agg(e.enumlabel, ',' order by e.enumsortorder)
      from pg_type t join pg_enum e on e.enumtypid = t.oid where t.typnamespace = 'public'::regnamespace group by t.typname order by t.typname`)),
  ];
}

/** Triggers, which Drizzle cannot declare: the custom SQL of the migrations adds them. */
async function describeTriggers(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute(
    sql.raw(`select tgrelid::regclass::text as on_table, tgname as name, tgfoid::regproc::text as function from pg_trigger where not tgisinternal order by 1, 2`),
  );
  return (result as unknown as { rows: Array<Record<string, string>> }).rows.map((row) => `${row.on_table} | ${row.name} | ${row.function}`);
}

/** The schema as the code declares it: what drizzle-kit would create on an empty database in one step. */
async function schemaStatements(): Promise<string[]> {
  return generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
}

describe.each(testDatabases())('migrations applied in order to an empty %s database', (kind) => {
  let migrated: string[];
  let triggers: string[];
  beforeAll(async () => {
    const handle = await emptyDatabase(kind);
    try {
      await migrate(handle);
      // The shop migrates at every start: a second run must find nothing to do.
      await migrate(handle);
      migrated = await describeSchema(handle);
      triggers = await describeTriggers(handle);
    } finally {
      await handle.close();
    }
  });

  it('add the triggers the code relies on', () => {
    const catalogueVersion = (table: string) => [`${table} | ${table}_catalogue_version | catalogue_changed`, `${table} | ${table}_truncated | catalogue_changed`];
    expect(triggers).toEqual([
      // The catalogue version moves with every change to what the public catalogue answers show (catalogue.repository.ts).
      ...catalogueVersion('categories'),
      // delivered_pieces follows the delivered orders' lines (returns-report.repository.ts reads it).
      'order_lines | order_lines_delivered_pieces | delivered_pieces_line',
      // order_day_totals follows every change of an order (dashboard.repository.ts reads it).
      'orders | orders_day_totals | order_day_totals_apply',
      'orders | orders_delivered_pieces | delivered_pieces_order',
      'orders | orders_delivered_pieces_delete | delivered_pieces_order',
      ...catalogueVersion('product_images'),
      ...catalogueVersion('product_sizes'),
      ...catalogueVersion('products'),
    ]);
  });

  it('give exactly the schema the code declares', async () => {
    const handle = await emptyDatabase(kind);
    try {
      // Extensions are not part of Drizzle's schema: the custom migration 0009 creates pg_trgm.
      await handle.db.execute(sql.raw('create extension if not exists pg_trgm'));
      for (const statement of await schemaStatements()) await handle.db.execute(sql.raw(statement));
      const declared = await describeSchema(handle);
      expect(declared.length).toBeGreaterThan(0);
      expect(migrated).toEqual(declared);
    } finally {
      await handle.close();
    }
  });
});
