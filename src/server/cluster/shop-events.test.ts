import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { createSmtpMailer } from '../mail/mailer';
import { form, tokenFor } from '../modules/catalogue/test-catalogue';
import { insertProduct, queryRows } from '../modules/orders/test-fixtures';
import { testDatabases } from '../test-support/databases';
import { createTestShop, type TestShop } from '../test-support/test-shop';
import type { App } from '../types';
import { ShopEvents, type ShopEvent } from './shop-events';

/** Each process's listening connection, as PostgreSQL lists them. */
const listeners = async (db: DatabaseHandle['db']) =>
  queryRows(db, sql`select pid from pg_stat_activity where application_name = 'shop-events' and datname = current_database()`);

describe.each(testDatabases())('changes announced between shop processes on %s', (kind) => {
  let shop: TestShop;
  // A second shop process on the same database: its own pool, events and caches.
  let otherHandle: DatabaseHandle;
  let other: App;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    otherHandle = await openPostgres(shop.database.url!, 4);
    other = await buildApp(
      { config: shop.config, db: otherHandle.db, dbKind: 'postgres', mailer: createSmtpMailer(shop.smtp.url, shop.config.mailFrom), storage: shop.storage, listenUrl: shop.database.url },
      { logger: false, serveClient: false, backgroundJobs: false },
    );
    await other.ready();
  });
  beforeEach(() => shop.reset());
  afterAll(async () => {
    await other.close();
    await otherHandle.close();
    await shop.close();
  });

  const heard = (events: ShopEvents) => {
    const seen: ShopEvent[] = [];
    events.on((event) => seen.push(event));
    return seen;
  };

  it('tells this process at once and the other within a second, each once', async () => {
    const here = heard(shop.app.deps.events);
    const there = heard(other.deps.events);
    shop.app.deps.events.announce({ kind: 'stock', productIds: ['a'] });
    expect(here).toEqual([{ kind: 'stock', productIds: ['a'] }]);
    await expect.poll(() => there, { timeout: 1000 }).toEqual([{ kind: 'stock', productIds: ['a'] }]);
    other.deps.events.announce({ kind: 'settings' });
    await expect.poll(() => here, { timeout: 1000 }).toHaveLength(2);
    expect(here[1]).toEqual({ kind: 'settings' });
    expect(there).toEqual([{ kind: 'stock', productIds: ['a'] }, { kind: 'settings' }]);
  });

  it('sends a burst of announcements as few NOTIFYs, each event heard by the other', async () => {
    const there = heard(other.deps.events);
    for (let i = 0; i < 50; i++) shop.app.deps.events.announce({ kind: 'stock', productIds: [String(i % 5)] });
    // Equal announcements are sent once: five distinct ones.
    await expect.poll(() => new Set(there.map((event) => JSON.stringify(event))).size, { timeout: 1000 }).toBe(5);
    expect(there.length).toBeLessThanOrEqual(50);
  });

  it('announces through the pool while its own listening connection is away', async () => {
    const there = heard(other.deps.events);
    // Never started: no listening connection of its own, as while it reconnects.
    const away = new ShopEvents(shop.database.db, { listenUrl: shop.database.url });
    away.announce({ kind: 'settings' });
    await expect.poll(() => there, { timeout: 1000 }).toEqual([{ kind: 'settings' }]);
    await away.close();
  });

  it('serves a price changed through one process from the other within a second, though the other had it cached', async () => {
    const product = await insertProduct(shop.database.db, { price: 250, sizes: { m: 4 } });
    const priceThere = async () => {
      const answer = await other.inject({ method: 'GET', url: `/api/product/by-product/${product.id}` });
      return (JSON.parse(answer.body) as { results: { price: number } }).results.price;
    };
    expect(await priceThere()).toBe(250);
    const [row] = await queryRows(shop.database.db, sql`select category_id from products where id = ${product.id}`);
    const update = await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/updateProduct/${product.id}?categoryId=${String(row?.category_id)}`,
      headers: { authorization: await tokenFor(shop, 'admin') },
      payload: form({ title: 'Tee', description: 'Cotton', price: '300', discount: '0', sizeStock: JSON.stringify([{ size: 'm', quantity: 4 }]) }),
    });
    expect(update.statusCode, update.body).toBe(200);
    const changedAt = Date.now();
    await expect.poll(priceThere, { timeout: 1000, interval: 20 }).toBe(300);
    expect(Date.now() - changedAt).toBeLessThan(1000);
  });

  it('reconnects a lost listening connection and clears the caches once when it is back', async () => {
    const there = heard(other.deps.events);
    const [before] = await listeners(shop.database.db);
    expect(before).toBeDefined();
    // Every listener of this database dropped, as a restart or failover would.
    await shop.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'shop-events' and datname = current_database()`);
    await expect.poll(() => there, { timeout: 5000 }).toContainEqual({ kind: 'reconnected' });
    expect(there.filter((event) => event.kind === 'reconnected')).toHaveLength(1);
    await other.deps.events.listening();
    await shop.app.deps.events.listening();
    // Heard again after the reconnection.
    shop.app.deps.events.announce({ kind: 'catalogue' });
    await expect.poll(() => there, { timeout: 1000 }).toContainEqual({ kind: 'catalogue' });
    expect((await listeners(shop.database.db)).length).toBe(2);
  });
});
