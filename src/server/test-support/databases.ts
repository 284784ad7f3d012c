import fs from 'node:fs';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { schemaTables } from '../db/schema-tables';
import { createPostgresDatabase } from './postgres-database';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The databases the API suites run on: PGlite always, PostgreSQL when DATABASE_URL is set.
 * In CI, PostgreSQL is required: a run without it fails instead of silently skipping.
 */
export function testDatabases(): DatabaseKind[] {
  if (process.env.DATABASE_URL) return ['pglite', 'postgres'];
  if (process.env.CI) throw new Error('CI must set DATABASE_URL: the PostgreSQL suites may not be skipped.');
  return ['pglite'];
}

export type TestDatabase = DatabaseHandle & {
  /** Empties every table, keeping the schema. */
  reset: () => Promise<void>;
  /** The URL of the fresh PostgreSQL database (postgres only), for a second process. */
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
 * to drop. The run's global setup drops the PostgreSQL ones that are left at the end.
 */
const closed: Record<DatabaseKind, TestDatabase[]> = { pglite: [], postgres: [] };

/**
 * A migrated, empty database of the given kind; PostgreSQL gets a database of its own. Each is
 * a copy of the one the run's global setup migrated (migrated-snapshots.ts), or one a previous
 * file of this worker closed; without that setup (a file run on its own by another tool) it is
 * created and migrated here, and closing it removes it.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'postgres') markPostgresRun();
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

/**
 * An in-memory PGlite as initdb leaves it, before any migration: a copy of the run's dump
 * (migrated-snapshots.ts), or a new one without that setup.
 */
export async function createEmptyPglite(): Promise<DatabaseHandle> {
  const dump = inject('emptyPglite');
  return dump ? openPgliteDump(dump) : openPglite('memory://');
}

/** An in-memory PGlite loaded from a dump the global setup wrote (migrated-snapshots.ts). */
const openPgliteDump = (file: string) => openPglite('memory://', { loadDataDir: new Blob([fs.readFileSync(file)]) });

async function openTestDatabase(kind: DatabaseKind): Promise<{ database: TestDatabase; reusable: boolean }> {
  if (kind === 'pglite') {
    const snapshot = inject('migratedPglite');
    if (snapshot) return { database: await withReset(await openPgliteDump(snapshot)), reusable: true };
    const handle = await openPglite('memory://');
    await migrate(handle);
    return { database: await withReset(handle), reusable: false };
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
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
