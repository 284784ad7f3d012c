import { openPostgres, type DatabaseHandle } from '../client';
import { startEmbeddedServer } from './embedded-server';
import type { ServerLog } from './keep-serving';
import { moveFromPglite } from './move-from-pglite';

/**
 * The shop's database without DATABASE_URL: the embedded server of DATA_DIR (moved from PGlite
 * first when the folder comes from an earlier version), through the same pool as any
 * PostgreSQL. Closing it closes the pool, then stops the server (unless another shop uses it).
 */
export async function openEmbeddedDatabase(dataDir: string, log: ServerLog): Promise<DatabaseHandle> {
  await moveFromPglite(dataDir, log);
  const server = await startEmbeddedServer(dataDir, { log });
  try {
    const handle = await openPostgres(server.url);
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          await server.stop();
        }
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
