import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';
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
 * hand the copies on from one file to the next (databases.ts).
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrated-'));
  const emptyPath = path.join(dir, 'pglite-empty.tar');
  const snapshotPath = path.join(dir, 'pglite.tar');
  const pglite = await openPglite('memory://');
  try {
    const client = (pglite.db as unknown as { $client: { dumpDataDir: (compression: 'none') => Promise<Blob> } }).$client;
    const dump = async (file: string) => fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    // The migration tests start from an empty database: initdb costs them 2 to 3 s of CPU each.
    await dump(emptyPath);
    await migrate(pglite);
    await dump(snapshotPath);
  } finally {
    await pglite.close();
  }
  project.provide('emptyPglite', emptyPath);
  project.provide('migratedPglite', snapshotPath);

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

  return async () => {
    await dropTemplate();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
