import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopLeftServer } from '../db/embedded/embedded-server';
import { createPostgresDatabase } from './postgres-database';

/**
 * A scratch database for one benchmark or test run: a fresh PostgreSQL database next to
 * DATABASE_URL's ('postgres'), or a fresh DATA_DIR where the shop starts its own embedded
 * server ('embedded'; 'pglite', the name of the embedded default before the server replaced
 * PGlite, still means it for the benchmarks). Dropped/removed by `dispose`.
 */
export async function createScratchDatabase(kind: 'postgres' | 'embedded' | 'pglite') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  if (kind !== 'postgres') {
    const dispose = async () => {
      // A shop killed on it (or a test that failed half-way) may have left its server running.
      await stopLeftServer(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    return { kind, dataDir, databaseUrl: undefined, dispose };
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
