import { createHash } from 'node:crypto';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import { ensurePrivateDir } from '../private-files';
import { RESTORE_HINT } from './restore-hint';

export type Schema = typeof schema;
/** The one database type the code sees, whether PGlite or PostgreSQL is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query API as Database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** A PostgreSQL server's URL: other connections of the shop (the events' listener) open it too. */
  url?: string;
  close: () => Promise<void>;
};

/**
 * Set on every database session. Search finds a word typed with a small typo through
 * pg_trgm's `<%` operator, which uses the trigram index; its default threshold (0.6) misses
 * common slips such as "jeens" for "jeans" (0.33) or "scraf" for "scarf".
 */
const SESSION_SETTINGS = 'set pg_trgm.word_similarity_threshold = 0.3';

/**
 * PGlite zeroes its whole shared-buffer pool when it opens: at PostgreSQL's default of 128 MB
 * that alone took 0.4 s of a 1 s open (bench/start.ts); the move and the tests read small
 * databases.
 */
const EMBEDDED_START_PARAMS = ['-c', 'shared_buffers=32MB'];

/**
 * Opens PGlite persisted under dataDir, or in memory when dataDir is 'memory://'. An in-memory
 * one may start from a dump of another's data directory (`loadDataDir`), skipping initdb.
 */
export async function openPglite(dataDir: string | 'memory://', options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  // Loaded only here: the WebAssembly PostgreSQL costs about 40 MB of memory once imported,
  // which a shop running on a PostgreSQL server should not pay.
  const [{ PGlite }, { drizzle: drizzlePglite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  // pg_trgm backs the shop's searches (names, phones, product titles) on both databases;
  // PostgreSQL ships it, PGlite loads it as an extension bundle.
  const extensions = { pg_trgm };
  let client: PGlite;
  if (dataDir === 'memory://') {
    client = new PGlite({
      extensions,
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_START_PARAMS],
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } else {
    // A PGlite folder of the versions before the embedded server, read once by the move
    // (db/embedded/move-from-pglite.ts), from a copy of its own.
    const dir = path.join(dataDir, 'pglite');
    ensurePrivateDir(dataDir);
    try {
      client = new PGlite({ dataDir: dir, extensions, startParams: [...PGlite.defaultStartParams, ...EMBEDDED_START_PARAMS] });
      await client.waitReady;
    } catch (error) {
      throw new Error(
        `The PGlite database in ${dir} could not be opened: its files are damaged or were written by another program. ` +
          `${RESTORE_HINT}`,
        { cause: error },
      );
    }
  }
  await client.waitReady;
  await client.exec(SESSION_SETTINGS);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/**
 * Connections that have run SESSION_SETTINGS before the pool hands them out, and listen for
 * errors from their first moment. A statement sent from the pool's 'connect' event queues in
 * front of the request's own query, which pg deprecates (a warning on every shop's console);
 * a start-up `options` parameter would be refused by a pgbouncer in front of the server.
 */
function sessionClient(onConnectionError: (error: Error) => void) {
  return class SessionClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super(config);
      this.on('error', onConnectionError);
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error) => void): void;
    override connect(callback?: (error: Error) => void): Promise<pg.Client> | void {
      const ready = super.connect().then(async () => {
        await this.query(SESSION_SETTINGS);
        return this as pg.Client;
      });
      if (!callback) return ready;
      ready.then(
        () => callback(null as unknown as Error),
        (error: Error) => callback(error),
      );
    }
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  // A connection that PostgreSQL closes (a restart, a failover, pg_terminate_backend, an idle
  // timeout) emits 'error'. The pool listens only on idle connections; a connection checked
  // out by a request (between two statements of a transaction) has no listener, and Node
  // ends the process on an unhandled 'error'. Every connection gets one for its whole life:
  // the request's own query then fails (503) and the pool discards the connection.
  let closing = false;
  const onConnectionError = (error: Error) => {
    if (!closing) console.warn(`PostgreSQL closed a connection (${error.message}); the pool will open a new one.`);
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // While PostgreSQL is away a request waits at most this long for a connection, then
    // answers 503, instead of queueing until the client gives up.
    connectionTimeoutMillis: 5_000,
    Client: sessionClient(onConnectionError),
  });
  pool.on('error', onConnectionError);
  // Fail at start-up, with the server's own words, when PostgreSQL cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    url,
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/**
 * The shop's database: DATABASE_URL's server, else the embedded PostgreSQL server of DATA_DIR
 * (docs/decisions/016-embedded-postgres-server.md).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; log?: (message: string, level?: 'info' | 'warn') => void }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  // Loaded here: it imports this module (openPostgres) and the PGlite move.
  const { openEmbeddedDatabase } = await import('./embedded/open-embedded');
  return openEmbeddedDatabase(options.dataDir, options.log ?? (() => {}));
}

const dialect = new PgDialect();

/**
 * Runs a statement as a named prepared statement of its connection: PostgreSQL parses it
 * once per connection rather than on every call, and may keep its plan. For the statements a
 * rush repeats hundreds of times a second. The name comes from the text, so the text must not
 * vary with the data: pass lists as one array parameter (sql.param), not as VALUES lists.
 */
export async function executePrepared<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = `shop_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}
