import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillDataDirFromCache } from './pglite-cache';
import { createPostgresDatabase } from './postgres-database';

/**
 * A scratch database for one benchmark or test run: a fresh PostgreSQL database next to
 * DATABASE_URL's, or a fresh PGlite data directory. Dropped/removed by `dispose`.
 * `migrated`: a test that is not about a first start may take the PGlite folder migrated
 * already, when the test run's cache holds one (pglite-cache.ts); the shop skips initdb.
 */
export async function createScratchDatabase(kind: 'postgres' | 'pglite', options: { migrated?: boolean } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  if (kind === 'pglite') {
    if (options.migrated) fillDataDirFromCache(dataDir);
    return { kind, dataDir, databaseUrl: undefined, dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = await createPostgresDatabase(baseUrl, 'shop_bench');
  return {
    kind,
    dataDir,
    databaseUrl: database.url,
    dispose: async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
