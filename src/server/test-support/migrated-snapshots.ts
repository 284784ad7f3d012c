import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { migrate } from '../db/migrate';
import { ensurePgliteCache } from './pglite-cache';
import { createPostgresDatabase, dropPostgresDatabases } from './postgres-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an in-memory PGlite just after initdb, before any migration (a tar file). */
    emptyPglite?: string;
    /** A dump of an in-memory PGlite with every migration applied (a tar file). */
    migratedPglite?: string;
    /** A PostgreSQL database with every migration applied, to copy with `create database … template`. */
    postgresTemplate?: string;
  }
}

/**
 * Vitest global setup: migrates one database of each kind once per run, so each API test file
 * starts from a copy instead of running initdb and every migration itself (an in-memory PGlite
 * costs about 2 s to create; loading a dump skips initdb and the migrations), and the workers
 * hand the copies on from one file to the next (databases.ts). The PGlite dumps are kept from
 * one run to the next while the migrations stay the same (pglite-cache.ts).
 */
export default async function setup(project: TestProject) {
  const pglite = await ensurePgliteCache();
  project.provide('emptyPglite', pglite.empty);
  project.provide('migratedPglite', pglite.migrated);

  let dropTemplate = async () => {};
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const template = await createPostgresDatabase(baseUrl, 'shop_test_template');
    // The copies that test workers kept open for their next file (databases.ts) go with it.
    dropTemplate = async () => {
      await dropPostgresDatabases(baseUrl, `${template.name}_copy`);
      await template.drop();
    };
    // Closed before any copy is made: PostgreSQL copies a template only while nobody is connected to it.
    try {
      const handle = await openPostgres(template.url, 1);
      try {
        await migrate(handle);
      } finally {
        await handle.close();
      }
    } catch (error) {
      await template.drop();
      throw error;
    }
    project.provide('postgresTemplate', template.name);
  }

  return dropTemplate;
}
