import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { embeddedFolder } from '../db/embedded/embedded-server';
import { testDatabases } from '../test-support/databases';
import { generateCatalogue } from '../test-support/generated-catalogue';
import { postmastersOn } from '../test-support/postgres-processes';
import { createScratchDatabase } from '../test-support/scratch-database';
import { startShopProcess, type ShopProcess } from '../test-support/shop-process';

const STOCK = 30;
const CLIENTS = 6;

type Acknowledged = { orderId: string };

/** One shopper after another from one client: a fresh guest cart, then an order, until the server dies. */
async function shopUntilTheServerDies(shop: ShopProcess, productIds: string[], client: number, acknowledged: Acknowledged[]) {
  for (let n = 0; ; n++) {
    try {
      const guestId = crypto.randomUUID();
      const productId = productIds[(client * 7 + n) % productIds.length]!;
      const added = await fetch(`${shop.url}/api/cart/add-to-cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', guestid: guestId },
        body: JSON.stringify({ productId, quantity: 1 + (n % 2), size: ['s', 'm', 'l'][n % 3] }),
      });
      if (!added.ok) continue;
      const response = await fetch(`${shop.url}/api/order/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', guestid: guestId },
        body: JSON.stringify({
          email: `crash${client}-${n}@shop.test`,
          firstName: 'Crash',
          lastName: 'Test',
          address: '1 Corniche Road',
          city: 'Egypt',
          governorate: 'Alexandria',
          phone: `0120000${String(client * 1000 + n).padStart(4, '0')}`,
          paymentMethod: 'cash',
          shippingFee: 70,
          discount: 0,
        }),
      });
      if (response.status === 201) acknowledged.push({ orderId: ((await response.json()) as { results: { _id: string } }).results._id });
    } catch {
      return; // the server is gone
    }
  }
}

// The default (the shop's own embedded server) always, and DATABASE_URL's server when the run has one.
const kinds = ['embedded' as const, ...testDatabases().filter(() => Boolean(process.env.DATABASE_URL))];

describe.each(kinds)('a hard crash in the middle of checkouts on %s', (kind) => {
  it('keeps every acknowledged order, no half order, and stock that balances; the embedded server is found again, not doubled', async () => {
    const database = await createScratchDatabase(kind);
    // Run as root, the embedded server's account must pass through DATA_DIR's parent (os.tmpdir()).
    const serverFolder = embeddedFolder(database.dataDir);
    try {
      const { productIds } = await generateCatalogue({ ...database, categories: 2, productsPerCategory: 5, stockPerSize: STOCK });
      const env = { DATABASE_URL: database.databaseUrl ?? '', DATA_DIR: database.dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'error' };
      const acknowledged: Acknowledged[] = [];
      const first = await startShopProcess(env, 4241 + (kind === 'embedded' ? 0 : 1));
      const clients = Array.from({ length: CLIENTS }, (_, client) => shopUntilTheServerDies(first, productIds, client, acknowledged));
      // Kill in the middle of the traffic: once some orders are acknowledged (the machine may be
      // slow), with more still in flight.
      const deadline = Date.now() + 60_000;
      while (acknowledged.length < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 150));
      first.child.kill('SIGKILL');
      await Promise.all(clients);
      await new Promise<void>((resolve) => (first.child.exitCode !== null || first.child.signalCode ? resolve() : first.child.once('exit', () => resolve())));
      expect(acknowledged.length).toBeGreaterThan(0);
      // The shop's server outlived it (its own process group), to be found by the next start.
      const left = postmastersOn(serverFolder);
      if (kind === 'embedded') expect(left).toHaveLength(1);

      // It starts again on the same data, on the server the killed shop left running.
      const second = await startShopProcess(env, 4243 + (kind === 'embedded' ? 0 : 1));
      const health = await fetch(`${second.url}/api/health`);
      expect(health.status).toBe(200);
      expect(postmastersOn(serverFolder)).toEqual(left);
      await second.stop();
      expect(postmastersOn(serverFolder)).toEqual([]);

      const handle = await openDatabase(database);
      try {
        const rows = async <T>(query: ReturnType<typeof sql>) => (await handle.db.execute(query)) as unknown as { rows: T[] };
        const stored = await rows<{ id: string }>(sql`select id from orders`);
        const storedIds = new Set(stored.rows.map((row) => row.id));
        for (const { orderId } of acknowledged) expect(storedIds.has(orderId), `acknowledged order ${orderId} is missing`).toBe(true);

        const withoutLines = await rows<{ id: string }>(sql`select o.id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`);
        expect(withoutLines.rows).toEqual([]);

        const unbalanced = await rows<{ product_id: string; size: string; quantity: number; sold: number }>(sql`
          select ps.product_id, ps.size, ps.quantity,
            coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
                      where l.product_id = ps.product_id and l.size = ps.size and o.status <> 'cancelled'), 0)::int as sold
          from product_sizes ps
          where ps.quantity + coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
                      where l.product_id = ps.product_id and l.size = ps.size and o.status <> 'cancelled'), 0) <> ${STOCK}`);
        expect(unbalanced.rows).toEqual([]);
      } finally {
        await handle.close();
      }
    } finally {
      await database.dispose();
    }
  }, 180_000);
});
