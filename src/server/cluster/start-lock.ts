/**
 * Start-up work that one process at a time may do on a database: the migrations and the demo
 * seed. Two processes started together on an empty database (`systemctl start shop@3001
 * shop@3002`) would otherwise both create the same tables, or both seed the demo catalogue
 * (each finds it empty). A PostgreSQL session lock, on a connection of its own so that the
 * pool's connections stay free for the work itself; a process that dies holding it releases
 * it with its connection.
 */
import pg from 'pg';

/** The lock's key: any constant the shop uses for nothing else ("shop" in ASCII). */
const START_LOCK = 0x73686f70;

export async function withStartLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'shop-start' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    // Closing the connection releases the lock too; unlocking first frees it at once.
    await client.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
