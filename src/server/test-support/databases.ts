import fs from 'node:fs';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import * as schema from '../db/schema/index';
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

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => `"${getTableName(table)}"`);

async function withReset(handle: DatabaseHandle, url?: string): Promise<TestDatabase> {
  return {
    ...handle,
    url,
    reset: async () => {
      await handle.db.execute(sql.raw(`truncate ${tableNames.join(', ')} restart identity cascade`));
    },
  };
}

/**
 * A migrated, empty database of the given kind; PostgreSQL gets a database of its own. Each is
 * a copy of the one the run's global setup migrated (migrated-snapshots.ts); without that setup
 * (a file run on its own by another tool) it is created and migrated here.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const snapshot = inject('migratedPglite');
    if (snapshot) return withReset(await openPglite('memory://', { loadDataDir: new Blob([fs.readFileSync(snapshot)]) }));
    const handle = await openPglite('memory://');
    await migrate(handle);
    return withReset(handle);
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  // CI checks this marker to prove the PostgreSQL suites ran.
  const markers = path.resolve('.test-markers');
  fs.mkdirSync(markers, { recursive: true });
  fs.writeFileSync(path.join(markers, 'postgres'), new Date().toISOString());
  const template = inject('postgresTemplate');
  const database = await createPostgresDatabase(baseUrl, 'shop_test', template);
  const handle = await openPostgres(database.url, 20);
  if (!template) await migrate(handle);
  return withReset(
    {
      ...handle,
      close: async () => {
        await handle.close();
        await database.drop();
      },
    },
    database.url,
  );
}
