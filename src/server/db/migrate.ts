import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

/** Applies the committed SQL migrations; both databases run the same files. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  // Each migrator is loaded only for its own database (the PGlite one pulls in PGlite itself).
  if (handle.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
