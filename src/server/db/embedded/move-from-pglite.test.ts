import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { filesUnder } from '../../storage/media-storage';
import { loadConfig } from '../../config';
import { checkoutPayload } from '../../modules/orders/test-fixtures';
import { DiskMediaStorage } from '../../storage/media-storage';
import { seedTestDemoCatalogue } from '../../test-support/demo-catalogue';
import { postmastersOn } from '../../test-support/postgres-processes';
import { startShopProcess } from '../../test-support/shop-process';
import { openDatabase, openPglite, type Database } from '../client';
import { migrate } from '../migrate';
import { embeddedFolder } from './embedded-server';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-move-'));
// Run as root, the server's account must pass through the folders above DATA_DIR.
fs.chmodSync(root, 0o755);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const rows = async <Row>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** What the move must carry: the catalogue whole, every order with its lines and number, the users. */
async function shopContents(db: Database) {
  return {
    categories: await rows(db, sql`select id, name, name_ar, image_key from categories order by id`),
    products: await rows(db, sql`select id, title, title_ar, final_price_piastres from products order by id`),
    sizes: await rows(db, sql`select product_id, size, quantity from product_sizes order by product_id, size`),
    images: await rows(db, sql`select product_id, image_key, position from product_images order by product_id, position`),
    orders: await rows(db, sql`select id, order_number, total_piastres, phone from orders order by order_number`),
    lines: await rows(db, sql`select order_id, product_id, size, quantity from order_lines order by order_id, product_id, size`),
  };
}

/** Every file of a folder and its bytes' hash: the PGlite folder must stay as it was. */
function fingerprint(dir: string): Record<string, string> {
  return Object.fromEntries(filesUnder(dir).map((file) => [file, crypto.createHash('sha1').update(fs.readFileSync(path.join(dir, file))).digest('hex')]));
}

/** A DATA_DIR as the PGlite versions of the shop left it: PGlite in DATA_DIR/pglite, the demo catalogue with its pictures, a few orders. */
async function oldPgliteDataDir(dataDir: string) {
  const handle = await openPglite(dataDir);
  try {
    await migrate(handle);
    const storage = new DiskMediaStorage(path.join(dataDir, 'media'), 'http://shop.test');
    await seedTestDemoCatalogue(handle.db, storage);
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), orderLimits: { perIp: 1000, windowMinutes: 60, pendingPerPhone: 1000 } };
    const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, mailer: { send: async () => {} }, storage }, { logger: false, serveClient: false });
    try {
      const stocked = await rows<{ productId: string; size: string }>(handle.db, sql`select product_id as "productId", size from product_sizes where quantity >= 2 order by product_id, size limit 4`);
      for (const [n, line] of stocked.entries()) {
        const headers = { guestid: crypto.randomUUID() };
        await app.inject({ method: 'POST', url: '/api/cart/add-to-cart', headers, payload: { ...line, quantity: 1 } });
        const placed = await app.inject({ method: 'POST', url: '/api/order/create', headers, payload: checkoutPayload({ phone: `0101000000${n}` }) });
        expect(placed.statusCode, placed.body).toBe(201);
      }
      await app.orderMails.settled();
    } finally {
      await app.close();
    }
    return await shopContents(handle.db);
  } finally {
    await handle.close();
  }
}

describe('a DATA_DIR of the PGlite versions', () => {
  it('moves into the embedded server on the first start: every order, product and picture, the PGlite folder left as it was', async () => {
    const dataDir = path.join(root, 'moved');
    const before = await oldPgliteDataDir(dataDir);
    expect(before.orders).toHaveLength(4);
    const pgliteBefore = fingerprint(path.join(dataDir, 'pglite'));
    const mediaBefore = fingerprint(path.join(dataDir, 'media'));
    expect(Object.keys(mediaBefore).length).toBeGreaterThan(0);

    const shop = await startShopProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'error' }, 4231);
    try {
      // Every picture is served by the moved shop.
      for (const file of Object.keys(mediaBefore)) expect((await fetch(`${shop.url}/media/${file}`)).status, file).toBe(200);
      // The next order number follows the last one of the PGlite shop (the sequences came along).
      const headers = { 'content-type': 'application/json', guestid: crypto.randomUUID() };
      const line = before.sizes.find((size) => (size as { quantity: number }).quantity > 0) as { product_id: string; size: string };
      await fetch(`${shop.url}/api/cart/add-to-cart`, { method: 'POST', headers, body: JSON.stringify({ productId: line.product_id, size: line.size, quantity: 1 }) });
      const placed = await fetch(`${shop.url}/api/order/create`, { method: 'POST', headers, body: JSON.stringify(checkoutPayload({ phone: '01010000099' })) });
      expect(placed.status).toBe(201);
    } finally {
      await shop.stop();
    }
    expect(postmastersOn(embeddedFolder(dataDir))).toEqual([]);

    const handle = await openDatabase({ dataDir });
    try {
      const after = await shopContents(handle.db);
      expect(after.categories).toEqual(before.categories);
      expect(after.products).toEqual(before.products);
      expect(after.images).toEqual(before.images);
      expect(after.orders.slice(0, before.orders.length)).toEqual(before.orders);
      expect((after.orders.at(-1) as { order_number: number }).order_number).toBe((before.orders.at(-1) as { order_number: number }).order_number + 1);
      for (const orderLine of before.lines) expect(after.lines).toContainEqual(orderLine);
    } finally {
      await handle.close();
    }
    expect(fingerprint(path.join(dataDir, 'pglite'))).toEqual(pgliteBefore);
    expect(fingerprint(path.join(dataDir, 'media'))).toEqual(mediaBefore);
    expect(fs.statSync(path.join(dataDir, 'pglite-moved.ndjson.gz')).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(path.join(dataDir, 'pglite-move'))).toBe(false);
  }, 240_000);

  it('leaves the PGlite folder as it was when the move fails, and moves on the next start once the cause is gone', async () => {
    const dataDir = path.join(root, 'failed');
    const before = await oldPgliteDataDir(dataDir);
    const pgliteBefore = fingerprint(path.join(dataDir, 'pglite'));
    // Something in the way of the new server's folder (the move's last step).
    fs.mkdirSync(embeddedFolder(dataDir));
    fs.writeFileSync(path.join(embeddedFolder(dataDir), 'in-the-way'), 'x');

    await expect(startShopProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'error' }, 4232)).rejects.toThrow(/exited/);
    expect(fingerprint(path.join(dataDir, 'pglite'))).toEqual(pgliteBefore);
    expect(fs.existsSync(path.join(dataDir, 'pglite-move'))).toBe(false);
    expect(postmastersOn(path.join(dataDir, 'pglite-move', 'postgres'))).toEqual([]);

    fs.rmSync(embeddedFolder(dataDir), { recursive: true });
    const handle = await openDatabase({ dataDir });
    try {
      expect((await shopContents(handle.db)).orders).toEqual(before.orders);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
