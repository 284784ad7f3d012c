import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseUser } from './database-user';
import type { ServerBinaries } from './init-cluster';

/** The port in the socket's name (`.s.PGSQL.5432`): the server listens on no TCP port. */
export const PORT = 5432;
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;

function openLog(dataDir: string): number {
  const file = path.join(dataDir, 'postgres.log');
  if (fs.existsSync(file) && fs.statSync(file).size > LOG_ROTATE_BYTES) fs.renameSync(file, `${file}.1`);
  return fs.openSync(file, 'a', 0o600);
}

const notStarted = new WeakSet<ChildProcess>();
export const isRunning = (child: ChildProcess) => !notStarted.has(child) && child.exitCode === null && child.signalCode === null;

export type ServerSettings = { user: DatabaseUser | undefined; durable: boolean; ownProcessGroup: boolean };

export function spawnServer(bin: ServerBinaries, dataDir: string, folder: string, { user, durable, ownProcessGroup }: ServerSettings): ChildProcess {
  const log = openLog(dataDir);
  try {
    const settings = durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
    const child = spawn(
      bin.postgres,
      ['-D', folder, '-k', folder, '-p', String(PORT), '-c', 'listen_addresses=', '-c', 'unix_socket_permissions=0700', ...settings.flatMap((s) => ['-c', s])],
      {
        cwd: folder,
        // Its own process group: a Ctrl-C in the terminal reaches the shop alone, which finishes
        // its requests before it stops the server; and a shop killed by a crash leaves it
        // running for the next start to find (postmaster.pid) instead of a half-stopped one.
        detached: ownProcessGroup,
        stdio: ['ignore', log, log],
        ...(user ? { uid: user.uid, gid: user.gid } : {}),
        env: { ...process.env, LC_MESSAGES: 'C' },
      },
    );
    // A binary that cannot run (missing, not executable) ends here, without an exit code.
    child.on('error', () => notStarted.add(child));
    child.unref();
    return child;
  } finally {
    fs.closeSync(log);
  }
}

export function logTail(dataDir: string): string {
  try {
    return fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8').split('\n').slice(-8).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Connects until the server answers (true), or `alive` says it went away (false). */
export async function waitUntilReady(url: string, alive: () => boolean, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) return false;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      /* not listening yet, or starting up (57P03) */
    } finally {
      await client.end().catch(() => {});
    }
    if (Date.now() > deadline) throw new Error(`The embedded PostgreSQL server did not accept connections within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}
