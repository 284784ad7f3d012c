import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { seedTestDemoCatalogue } from '../test-support/demo-catalogue';
import { checkoutPayload, guestWithCart, insertCustomer, type Customer } from '../modules/orders/test-fixtures';
import { testPostgresUrl } from '../test-support/databases';
import { createPostgresDatabase } from '../test-support/postgres-database';
import { createTestShop, type TestShop } from '../test-support/test-shop';
import { DiskMediaStorage, filesUnder } from '../storage/media-storage';
import type { Size } from '../../shared/sizes';
import { tablesInDependencyOrder } from './backup-tables';
import { RestoreRefusedError, restoreBackup } from './restore-backup';
import { writeBackup } from './take-backup';

type Target = { handle: DatabaseHandle; mediaDir: string; dispose: () => Promise<void> };

async function emptyTarget(): Promise<Target> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-media-'));
  const removeMedia = () => fs.rmSync(mediaDir, { recursive: true, force: true });
  const database = await createPostgresDatabase(testPostgresUrl(), 'shop_restore');
  const handle = await openPostgres(database.url, 5);
  return { handle, mediaDir, dispose: async () => (await handle.close(), await database.drop(), removeMedia()) };
}

/** Every row of every table, as JSON with timestamps normalised (the servers' time zones may differ). */
async function contents(db: DatabaseHandle['db']): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await tablesInDependencyOrder(db)) {
    const result = (await db.execute(sql.raw(`select row_to_json(t)::text as row from "${table}" t`))) as unknown as { rows: Array<{ row: string }> };
    all[table] = result.rows
      .map(({ row }) => JSON.stringify(JSON.parse(row), (_key, value: unknown) => (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/.test(value) ? new Date(value).toISOString() : value)))
      .sort();
  }
  return all;
}

const mediaOf = (dir: string) => Object.fromEntries(filesUnder(dir).map((file) => [file, fs.readFileSync(path.join(dir, file)).toString('base64')]));

describe('backup of a running shop, restored into an empty database', () => {
  let shop: TestShop;
  let admin: Customer;
  let buyer: Customer;
  let stocked: Array<{ productId: string; size: Size }>;
  const targets: Target[] = [];

  beforeAll(async () => {
    shop = await createTestShop('postgres');
    await seedTestDemoCatalogue(shop.database.db, shop.storage);
    admin = await insertCustomer(shop, 'admin@shop.test', 'admin');
    buyer = await insertCustomer(shop, 'buyer@shop.test');
    const result = (await shop.database.db.execute(sql`select product_id as "productId", size from product_sizes where quantity >= 5 order by product_id, size limit 12`)) as unknown as {
      rows: Array<{ productId: string; size: Size }>;
    };
    stocked = result.rows;
  }, 120_000);
  afterAll(async () => {
    for (const target of targets) await target.dispose();
    await shop.close();
  });

  async function order(n: number, headers?: Record<string, string>) {
    const line = stocked[n % stocked.length]!;
    const cart = headers ?? (await guestWithCart(shop, line.productId, line.size, 1));
    if (headers) await shop.app.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers, payload: { productId: line.productId, size: line.size, quantity: 1 } });
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: cart,
      remoteAddress: `198.51.100.${n % 200}`,
      payload: checkoutPayload({ phone: `0101${String(n).padStart(7, '0')}`, email: `buyer${n}@shop.test` }),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return (answer.json() as { results: { _id: string; orderNumber?: number } }).results;
  }

  /** What `npm run backup` writes, taken from the shop's database while it serves. */
  async function takeBackup(): Promise<Buffer> {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeBackup(shop.database, shop.storage, output);
    await finished(output);
    return Buffer.concat(chunks);
  }

  it('takes a consistent backup while orders are placed, restores it, and refuses a non-empty target', async () => {
    // Orders with a status history, from a guest and from a signed-in user.
    const before = [await order(1), await order(2), await order(3, buyer.headers)];
    for (const status of ['placed', 'shipped'] as const) {
      const answer = await shop.app.inject({ method: 'PATCH', url: `/api/admin/update-status/${before[0]!._id}`, headers: admin.headers, payload: { status } });
      expect(answer.statusCode, answer.body).toBe(200);
    }

    const [backup, ...during] = await Promise.all([takeBackup(), ...Array.from({ length: 8 }, (_, n) => order(10 + n))]);

    const target = await emptyTarget();
    targets.push(target);
    const restored = await restoreBackup(target.handle, new DiskMediaStorage(target.mediaDir, ''), Readable.from(backup!));
    expect(restored.manifest.source).toBe('postgres');

    // One moment of the shop: whatever was restored is exactly as it is at the source, every
    // order acknowledged before the backup began is there, and each order has its lines.
    const source = await contents(shop.database.db);
    const copy = await contents(target.handle.db);
    expect(Object.keys(copy)).toEqual(Object.keys(source));
    for (const [table, rows] of Object.entries(copy)) {
      const sourceRows = new Set(source[table]);
      const missing = rows.filter((row) => !sourceRows.has(row));
      // Stock, carts and the per-day totals move with the orders placed during the backup, and
      // orders and their history are marked once their mails go out; every other row is as it was.
      const moving = ['product_sizes', 'products', 'carts', 'cart_lines', 'orders', 'order_status_changes', 'order_day_totals', 'order_day_status_totals'];
      if (!moving.includes(table)) expect(missing, table).toEqual([]);
    }
    const ids = new Set(copy.orders!.map((row) => (JSON.parse(row) as { id: string }).id));
    for (const placed of before) expect(ids.has(placed._id)).toBe(true);
    expect(ids.size).toBeGreaterThanOrEqual(before.length);
    expect(ids.size).toBeLessThanOrEqual(before.length + during.length);
    const orphans = (await target.handle.db.execute(sql`select count(*)::int as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`)) as unknown as { rows: Array<{ n: number }> };
    expect(orphans.rows[0]!.n).toBe(0);
    expect(mediaOf(target.mediaDir)).toEqual(mediaOf(shop.storage.root));
    expect(Object.keys(mediaOf(target.mediaDir)).length).toBeGreaterThan(0);

    await expect(restoreBackup(target.handle, new DiskMediaStorage(target.mediaDir, ''), Readable.from(backup!))).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup(target.handle, new DiskMediaStorage(target.mediaDir, ''), Readable.from(backup!))).rejects.toThrow(/is not empty/);
  }, 120_000);

  it('moves the whole shop: every table, every image, and the order numbers carry on', async () => {
    // A quiet moment (the mails of the last orders sent), so the shop can be compared with its copy afterwards.
    await shop.app.orderMails.settled();
    const backup = await takeBackup();
    const target = await emptyTarget();
    targets.push(target);
    await restoreBackup(target.handle, new DiskMediaStorage(target.mediaDir, ''), Readable.from(backup));

    expect(await contents(target.handle.db)).toEqual(await contents(shop.database.db));
    expect(mediaOf(target.mediaDir)).toEqual(mediaOf(shop.storage.root));

    // The next order on the restored shop follows the last one of the old shop.
    const last = (await shop.database.db.execute(sql`select max(order_number)::int as n from orders`)) as unknown as { rows: Array<{ n: number }> };
    const moved = await buildApp(
      {
        config: { ...shop.config, dataDir: path.dirname(target.mediaDir) },
        db: target.handle.db,
        dbKind: target.handle.kind,
        mailer: { send: async () => {} },
        storage: new DiskMediaStorage(target.mediaDir, shop.config.publicUrl),
      },
      { logger: false, serveClient: false },
    );
    try {
      const line = stocked[0]!;
      const guest = { guestid: crypto.randomUUID() };
      await moved.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers: guest, payload: { productId: line.productId, size: line.size, quantity: 1 } });
      const placed = await moved.inject({ method: 'POST', url: '/api/order/create', headers: guest, payload: checkoutPayload({ phone: '01099999999' }) });
      expect(placed.statusCode, placed.body).toBe(201);
      const numbers = (await target.handle.db.execute(sql`select max(order_number)::int as n from orders`)) as unknown as { rows: Array<{ n: number }> };
      expect(numbers.rows[0]!.n).toBe(last.rows[0]!.n + 1);
    } finally {
      await moved.close();
    }
  }, 120_000);
});
