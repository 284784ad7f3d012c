import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { startEmbeddedServer } from '../db/embedded/embedded-server';
import { migrate } from '../db/migrate';
import { createPostgresDatabase, dropPostgresDatabases } from './postgres-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server the tests create their databases on (a URL of its maintenance database). */
    postgresBaseUrl?: string;
    /** A PostgreSQL database with every migration applied, to copy with `create database … template`. */
    postgresTemplate?: string;
  }
}

/**
 * Vitest global setup: the tests' PostgreSQL server (DATABASE_URL's, else an embedded one
 * started here in a temporary folder, fsync off, and stopped at the end), and one migrated
 * template database on it, so each API test file starts from a copy instead of running every
 * migration itself, and the workers hand the copies on from one file to the next (databases.ts).
 */
export default async function setup(project: TestProject) {
  const teardown: Array<() => Promise<void>> = [];
  const runTeardown = async () => {
    for (const step of teardown.reverse()) await step();
  };
  try {
    let baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-pg-'));
      teardown.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
      const server = await startEmbeddedServer(folder, { durable: false, database: 'postgres', ownProcessGroup: false });
      teardown.push(server.stop);
      baseUrl = server.adminUrl;
    }
    project.provide('postgresBaseUrl', baseUrl);

    const template = await createPostgresDatabase(baseUrl, 'shop_test_template');
    const base = baseUrl;
    // The copies that test workers kept open for their next file (databases.ts) go with it.
    teardown.push(async () => {
      await dropPostgresDatabases(base, `${template.name}_copy`);
      await template.drop();
    });
    // Closed before any copy is made: PostgreSQL copies a template only while nobody is connected to it.
    const handle = await openPostgres(template.url, 1);
    try {
      await migrate(handle);
    } finally {
      await handle.close();
    }
    project.provide('postgresTemplate', template.name);
  } catch (error) {
    await runTeardown();
    throw error;
  }
  return runTeardown;
}
