import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test-support/postgres-database';
import { testDatabases, testPostgresUrl } from '../test-support/databases';
import { openPostgres, type DatabaseHandle } from './client';
import { migrate } from './migrate';

// A shop that took orders before order numbers existed (migrations 0001 and 0002) must number
// them in the order they were placed, and new orders must carry on after them.
const drizzleFolder = path.resolve(import.meta.dirname, '../../../drizzle');
const FIRST_NUMBERING_MIGRATION = '0001_order_numbers';

/** A copy of drizzle/ whose journal stops just before the order-number migrations. */
function migrationsBeforeNumbering(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  fs.cpSync(drizzleFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const stop = journal.entries.findIndex((entry) => entry.tag === FIRST_NUMBERING_MIGRATION);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

async function migrateTo(handle: DatabaseHandle, migrationsFolder: string) {
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

const insertOrder = (handle: DatabaseHandle, email: string, placedAt: string) =>
  handle.db.execute(sql`
    insert into orders (email, first_name, last_name, phone, address, city, governorate, subtotal_piastres, shipping_fee_piastres, total_piastres, created_at)
    values (${email}, 'Mona', 'Hassan', '01012345678', '12 Nile St', 'Maadi', 'Cairo', 10000, 9000, 19000, ${placedAt}::timestamptz)`);

const numbers = async (handle: DatabaseHandle) =>
  ((await handle.db.execute(sql`select email, order_number from orders order by order_number`)) as unknown as { rows: Array<{ email: string; order_number: number }> }).rows.map(
    (row) => [row.email, Number(row.order_number)],
  );

describe.each(testDatabases())('the order-number migrations on %s', (_kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function openEmpty(): Promise<DatabaseHandle> {
    const database = await createPostgresDatabase(testPostgresUrl(), 'shop_numbering');
    const handle = await openPostgres(database.url, 2);
    cleanups.push(async () => {
      await handle.close();
      await database.drop();
    });
    return handle;
  }

  it('numbers existing orders from 1001 in the order they were placed, and new orders follow them', async () => {
    const handle = await openEmpty();
    const before = migrationsBeforeNumbering();
    cleanups.push(async () => fs.rmSync(before, { recursive: true, force: true }));
    await migrateTo(handle, before);

    // Inserted out of order, so the table's physical order is not the order of placing.
    await insertOrder(handle, 'third@shop.test', '2025-03-03T10:00:00Z');
    await insertOrder(handle, 'first@shop.test', '2025-01-01T10:00:00Z');
    await insertOrder(handle, 'fourth@shop.test', '2025-04-04T10:00:00Z');
    await insertOrder(handle, 'second@shop.test', '2025-02-02T10:00:00Z');

    await migrate(handle);
    expect(await numbers(handle)).toEqual([
      ['first@shop.test', 1001],
      ['second@shop.test', 1002],
      ['third@shop.test', 1003],
      ['fourth@shop.test', 1004],
    ]);

    await insertOrder(handle, 'new@shop.test', new Date().toISOString());
    await insertOrder(handle, 'newer@shop.test', new Date().toISOString());
    expect((await numbers(handle)).slice(4)).toEqual([
      ['new@shop.test', 1005],
      ['newer@shop.test', 1006],
    ]);
  });

  it('starts an empty shop at 1001', async () => {
    const handle = await openEmpty();
    await migrate(handle);
    await insertOrder(handle, 'only@shop.test', new Date().toISOString());
    expect(await numbers(handle)).toEqual([['only@shop.test', 1001]]);
  });
});
