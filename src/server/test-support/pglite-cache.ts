import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * A PGlite as initdb leaves it and one with every migration applied, kept between test runs in
 * node_modules/.cache/shop-tests under a name made of PGlite's and Drizzle's versions and the
 * migrations, so any change to them makes new ones. initdb and the migrations cost about 4 s of CPU, and
 * the API tests, the browser tests' server and every test that starts a shop on a new data
 * folder would each pay them again for the same files.
 */
export type PgliteCache = {
  /** A dump of an in-memory PGlite just after initdb (a tar file, for `loadDataDir`). */
  empty: string;
  /** A dump of an in-memory PGlite with every migration applied (a tar file). */
  migrated: string;
  /** The same migrated database as a data folder on disk, to copy into a shop's DATA_DIR. */
  migratedDataDir: string;
};

const root = path.resolve(import.meta.dirname, '../../..');
const cacheRoot = path.join(root, 'node_modules', '.cache', 'shop-tests');
const COMPLETE = 'complete';

const versionOf = (pkg: string): string => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;

let cacheDirOfThisProcess: string | undefined;

/** Named once per process: the migrations do not change while tests run. */
function cacheDir(): string {
  cacheDirOfThisProcess ??= nameCacheDir();
  return cacheDirOfThisProcess;
}

function nameCacheDir(): string {
  const hash = crypto.createHash('sha256');
  // PGlite writes the data folder; Drizzle's migrator keeps its own table of applied migrations.
  hash.update(`${versionOf('@electric-sql/pglite')} ${versionOf('drizzle-orm')}`);
  const migrations = path.join(root, 'drizzle');
  for (const file of [path.join('meta', '_journal.json'), ...fs.readdirSync(migrations).filter((name) => name.endsWith('.sql')).sort()]) {
    hash.update(file).update(fs.readFileSync(path.join(migrations, file)));
  }
  return path.join(cacheRoot, `pglite-${hash.digest('hex').slice(0, 16)}`);
}

const filesIn = (dir: string): PgliteCache => ({
  empty: path.join(dir, 'empty.tar'),
  migrated: path.join(dir, 'migrated.tar'),
  migratedDataDir: path.join(dir, 'migrated-data-dir'),
});

/** The cached databases for the current migrations, when a test run has made them. */
export function cachedPglite(): PgliteCache | undefined {
  const dir = cacheDir();
  return fs.existsSync(path.join(dir, COMPLETE)) ? filesIn(dir) : undefined;
}

/** The cached databases, made first when missing (the API tests' global setup). */
export async function ensurePgliteCache(): Promise<PgliteCache> {
  const dir = cacheDir();
  if (fs.existsSync(path.join(dir, COMPLETE))) return filesIn(dir);
  fs.mkdirSync(cacheRoot, { recursive: true });
  // Made aside and renamed into place, so a reader never finds half a cache.
  const building = fs.mkdtempSync(path.join(cacheRoot, 'building-'));
  const files = filesIn(building);
  const pglite = await openPglite('memory://');
  try {
    const client = (pglite.db as unknown as { $client: { dumpDataDir: (compression: 'none') => Promise<Blob> } }).$client;
    const dump = async (file: string) => fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await dump(files.empty);
    await migrate(pglite);
    await dump(files.migrated);
  } finally {
    await pglite.close();
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  fs.mkdirSync(files.migratedDataDir, { mode: 0o700 });
  const onDisk = new PGlite({ fs: new NodeFS(files.migratedDataDir), loadDataDir: new Blob([fs.readFileSync(files.migrated)]) });
  await onDisk.waitReady;
  await onDisk.close();
  fs.writeFileSync(path.join(building, COMPLETE), new Date().toISOString());
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another run put the same cache in place first.
    fs.rmSync(building, { recursive: true, force: true });
  }
  // Caches of earlier migrations are of no further use, nor one a stopped run left half made.
  for (const entry of fs.readdirSync(cacheRoot)) {
    const other = path.join(cacheRoot, entry);
    const abandoned = entry.startsWith('building-') && Date.now() - fs.statSync(other).mtimeMs > 10 * 60_000;
    if ((entry.startsWith('pglite-') && other !== dir) || abandoned) fs.rmSync(other, { recursive: true, force: true });
  }
  return filesIn(dir);
}

/**
 * Puts the migrated database into an empty DATA_DIR, as a shop's first start leaves it before
 * any seed, when the cache holds one; returns whether it did (else the shop makes its own).
 */
export function fillDataDirFromCache(dataDir: string): boolean {
  const cache = cachedPglite();
  if (!cache) return false;
  // The folder the shop opens its embedded database in (openPglite in src/server/db/client.ts).
  fs.cpSync(cache.migratedDataDir, path.join(dataDir, 'pglite'), { recursive: true });
  return true;
}
