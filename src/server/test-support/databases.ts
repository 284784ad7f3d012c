import fs from 'node:fs';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { inject } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { schemaTables } from '../db/schema-tables';
import { createPostgresDatabase } from './postgres-database';

export type DatabaseKind = 'postgres';

/**
 * The one engine the API suites run on: PostgreSQL, DATABASE_URL's server or, without it, the
 * embedded server the run's global setup started (migrated-snapshots.ts). In CI DATABASE_URL
 * is required: CI proves the suites against the server it provides.
 */
export function testDatabases(): DatabaseKind[] {
  if (process.env.CI && !process.env.DATABASE_URL) throw new Error('CI must set DATABASE_URL: the PostgreSQL suites run on the server CI provides.');
  return ['postgres'];
}

/**
 * The server where tests create their databases: DATABASE_URL, else the run's embedded server
 * (its maintenance database), from the global setup.
 */
export function testPostgresUrl(): string {
  const url = inject('postgresBaseUrl') ?? process.env.DATABASE_URL;
  if (!url) throw new Error("No PostgreSQL server for the tests: run them through Vitest (its global setup starts an embedded one) or set DATABASE_URL");
  return url;
}

export type TestDatabase = DatabaseHandle & {
  /** Empties every table, keeping the schema. */
  reset: () => Promise<void>;
  /** The URL of the fresh database, for a second process. */
  url?: string;
};

/** The tables in an order that deletes every row without a cascade: each after every table that refers to it. */
function referrersFirst(all: PgTable[]): PgTable[] {
  const referencedBy = (table: PgTable) =>
    all.filter((other) => other !== table && getTableConfig(other).foreignKeys.some((key) => key.reference().foreignTable === table));
  const ordered: PgTable[] = [];
  while (ordered.length < all.length) {
    const ready = all.filter((table) => !ordered.includes(table) && referencedBy(table).every((other) => ordered.includes(other)));
    if (ready.length === 0) throw new Error('The schema has a cycle of foreign keys: order the reset by hand');
    ordered.push(...ready);
  }
  return ordered;
}

const deleteEveryRow = referrersFirst(schemaTables)
  .map((table) => `delete from "${getTableName(table)}";`)
  .join('\n  ');
const restartIdentities = schemaTables
  .flatMap((table) => {
    const { name, columns } = getTableConfig(table);
    return columns
      .filter((column) => column.generatedIdentity)
      .map((column) => `execute format('alter sequence %s restart', pg_get_serial_sequence('"${name}"', '${column.name}'));`);
  })
  .join('\n  ');

/**
 * Empties every table as `truncate … restart identity` did, in a fraction of its time: a
 * truncate of every table took about 200 ms on PostgreSQL (60 ms on PGlite) before each test,
 * where deleting the few rows a test wrote takes 1 to 3 ms. Order numbers start again at #1001,
 * and the catalogue version moves, as the truncate triggers moved it, so no cached answer of
 * the previous test is taken for current.
 */
const resetStatement = sql.raw(`do $$
begin
  -- Triggers keep summaries (order_day_totals) in step with the rows deleted here, writing
  -- them again, some only at commit (deferred): they fire now, and a second pass empties what
  -- they wrote.
  set constraints all immediate;
  ${deleteEveryRow}
  ${deleteEveryRow}
  ${restartIdentities}
  perform nextval('catalogue_version_seq');
end $$`);

async function withReset(handle: DatabaseHandle, url?: string): Promise<TestDatabase> {
  return {
    ...handle,
    url,
    reset: async () => {
      await handle.db.execute(resetStatement);
    },
  };
}

/**
 * Databases that test files of this worker have closed, emptied and kept open for the next file
 * (the node project's workers keep their modules from one file to the next). A file gets what
 * a new copy would give it, an empty migrated schema, without loading the snapshot again: a
 * PGlite costs about 0.5 s of CPU to load, a PostgreSQL copy a checkpoint to create and another
 * to drop. The run's global setup drops the ones that are left at the end.
 */
const closed: Record<DatabaseKind, TestDatabase[]> = { postgres: [] };

/**
 * A migrated, empty database of its own on the tests' PostgreSQL server. Each is
 * a copy of the one the run's global setup migrated (migrated-snapshots.ts), or one a previous
 * file of this worker closed; without that setup (a file run on its own by another tool) it is
 * created and migrated here, and closing it removes it.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  markPostgresRun();
  const reused = closed[kind].pop();
  if (reused) return reused;
  const opened = await openTestDatabase(kind);
  if (!opened.reusable) return opened.database;
  const database: TestDatabase = {
    ...opened.database,
    close: async () => {
      // A second close must not hand it on twice (two files would then share it).
      if (closed[kind].includes(database)) return;
      try {
        // Emptied now rather than when taken again, so a file that broke its database (a
        // statement that cannot run) gets it closed instead of handing it on.
        await opened.database.reset();
      } catch {
        await opened.database.close();
        return;
      }
      closed[kind].push(database);
    },
  };
  return database;
}

/** CI checks this marker to prove the PostgreSQL suites ran. */
function markPostgresRun() {
  const markers = path.resolve('.test-markers');
  fs.mkdirSync(markers, { recursive: true });
  fs.writeFileSync(path.join(markers, 'postgres'), new Date().toISOString());
}

async function openTestDatabase(_kind: DatabaseKind): Promise<{ database: TestDatabase; reusable: boolean }> {
  const baseUrl = testPostgresUrl();
  const template = inject('postgresTemplate');
  const database = await createPostgresDatabase(baseUrl, template ? `${template}_copy` : 'shop_test', template);
  const handle = await openPostgres(database.url, 20);
  if (!template) await migrate(handle);
  const testDatabase = await withReset(
    {
      ...handle,
      close: async () => {
        await handle.close();
        await database.drop();
      },
    },
    database.url,
  );
  return { database: testDatabase, reusable: Boolean(template) };
}
