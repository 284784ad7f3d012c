import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

// The compiled server (dist/server/main.js) carries a copy of the migrations beside it
// (scripts/build.mjs); run from source, they are the repository's drizzle/ folder.
const migrationsFolder = [path.join(import.meta.dirname, 'drizzle'), path.resolve(import.meta.dirname, '../../../drizzle')].find((folder) =>
  fs.existsSync(path.join(folder, 'meta', '_journal.json')),
);

type Journal = { entries: Array<{ tag: string }> };

/** How many migrations this build of the shop has. */
export function migrationCount(): number {
  if (!migrationsFolder) throw new Error('The migrations folder (drizzle/) was not found beside the server or in the repository');
  return (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal).entries.length;
}

/** A copy of the migrations folder with only the first `count` migrations (restore: the backup's level). */
function firstMigrations(folder: string, count: number): string {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const partial = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  fs.mkdirSync(path.join(partial, 'meta'));
  const entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(partial, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(partial, `${entry.tag}.sql`));
  return partial;
}

/**
 * Applies the committed SQL migrations; both databases run the same files. `upTo` stops after
 * that many (a restore first brings an empty database to the level its backup was taken at).
 */
export async function migrate(handle: DatabaseHandle, options: { upTo?: number } = {}): Promise<void> {
  if (!migrationsFolder) throw new Error('The migrations folder (drizzle/) was not found beside the server or in the repository');
  if (options.upTo !== undefined) {
    const partial = firstMigrations(migrationsFolder, options.upTo);
    try {
      return await migrateFrom(handle, partial);
    } finally {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }
  return migrateFrom(handle, migrationsFolder);
}

async function migrateFrom(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  // Each migrator is loaded only for its own database (the PGlite one pulls in PGlite itself).
  if (handle.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
