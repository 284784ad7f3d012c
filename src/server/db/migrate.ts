import fs from 'node:fs';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

// The compiled server (dist/server/main.js) carries a copy of the migrations beside it
// (scripts/build.mjs); run from source, they are the repository's drizzle/ folder.
const migrationsFolder = [path.join(import.meta.dirname, 'drizzle'), path.resolve(import.meta.dirname, '../../../drizzle')].find((folder) =>
  fs.existsSync(path.join(folder, 'meta', '_journal.json')),
);

/** Applies the committed SQL migrations; both databases run the same files. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (!migrationsFolder) throw new Error('The migrations folder (drizzle/) was not found beside the server or in the repository');
  // Each migrator is loaded only for its own database (the PGlite one pulls in PGlite itself).
  if (handle.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
