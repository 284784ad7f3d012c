import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embeddedFolder } from '../db/embedded/embedded-server';
import { generateCatalogue } from '../test-support/generated-catalogue';
import { postmastersOn } from '../test-support/postgres-processes';
import { createScratchDatabase } from '../test-support/scratch-database';
import { startShopProcess, type ShopProcess } from '../test-support/shop-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const parentOf = (pid: number) => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);

type Answer = { status: number; message?: string };

async function ask(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  return { status: response.status, message: typeof body?.message === 'string' ? body.message : undefined };
}

async function placeOrder(shop: ShopProcess, productId: string, n: number): Promise<number> {
  const headers = { 'content-type': 'application/json', guestid: crypto.randomUUID() };
  await fetch(`${shop.url}/api/cart/add-to-cart`, { method: 'POST', headers, body: JSON.stringify({ productId, quantity: 1, size: 'm' }) });
  const response = await fetch(`${shop.url}/api/order/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `restart${n}@shop.test`,
      firstName: 'Restart',
      lastName: 'Test',
      address: '1 Corniche Road',
      city: 'Egypt',
      governorate: 'Alexandria',
      phone: `0120000${String(n).padStart(4, '0')}`,
      paymentMethod: 'cash',
      shippingFee: 70,
      discount: 0,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { results: { orderNumber: number } }).results.orderNumber;
}

/** Asks the shop's health and a product page until both answer 200; every other answer is recorded. */
async function untilServing(shop: ShopProcess, productId: string, others: Answer[], timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answers = [await ask(`${shop.url}/api/health`), await ask(`${shop.url}/api/product/by-product/${productId}`)];
    if (answers.every((answer) => answer.status === 200)) return Date.now() - started;
    others.push(...answers.filter((answer) => answer.status !== 200));
    if (Date.now() - started > timeoutMs) throw new Error(`still not serving after ${timeoutMs} ms: ${JSON.stringify(others.slice(-4))}`);
    await sleep(50);
  }
}

describe('the embedded PostgreSQL server killed under two running shop processes', () => {
  it('is started again by one of them, found by the other; both answer 503 {message} meanwhile, then 200 on the same data', async () => {
    const database = await createScratchDatabase('embedded');
    const folder = embeddedFolder(database.dataDir);
    const shops: ShopProcess[] = [];
    try {
      const { productIds } = await generateCatalogue({ ...database, categories: 1, productsPerCategory: 3, stockPerSize: 50 });
      const env = { DATABASE_URL: '', DATA_DIR: database.dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' };
      const logs = ['', ''];
      shops.push(await startShopProcess(env, 4306, { onOutput: (text) => (logs[0] += text) }));
      shops.push(await startShopProcess(env, 4307, { onOutput: (text) => (logs[1] += text) }));
      const [first, second] = shops as [ShopProcess, ShopProcess];
      const before = [await placeOrder(first, productIds[0]!, 1), await placeOrder(second, productIds[1]!, 2)];

      const [killed] = postmastersOn(folder);
      expect(postmastersOn(folder)).toHaveLength(1);
      process.kill(killed!, 'SIGKILL');

      const others: Answer[] = [];
      const tookFirst = await untilServing(first, productIds[0]!, others, 30_000);
      const tookSecond = await untilServing(second, productIds[0]!, others, 30_000);
      console.log(`serving again after ${tookFirst} ms and ${tookSecond} ms; ${others.length} answers meanwhile`);
      // Meanwhile only clear 503s with a message: never a 500, never a dropped connection.
      expect(others.filter((answer) => answer.status !== 503 || !answer.message)).toEqual([]);
      for (const shop of shops) {
        expect(shop.child.exitCode).toBeNull();
        expect(shop.child.signalCode).toBeNull();
      }

      // One new server, started by one of the two shop processes; the other reconnected to it.
      const restarted = postmastersOn(folder);
      expect(restarted).toHaveLength(1);
      expect(restarted[0]).not.toBe(killed);
      expect(shops.map((shop) => shop.child.pid)).toContain(parentOf(restarted[0]!));
      // Each says what happened in its log. A shop's pool may reach the server the other one
      // started before its own watcher (sleeping its backoff) has found it and said so.
      const back = /the embedded PostgreSQL server is back after [\d.]+ s/;
      for (const waitedSince = Date.now(); !logs.every((log) => back.test(log)) && Date.now() - waitedSince < 20_000; ) await new Promise((resolve) => setTimeout(resolve, 100));
      for (const log of logs) {
        expect(log).toMatch(/the embedded PostgreSQL server went away \(.+\); starting it again/);
        expect(log).toMatch(/the embedded PostgreSQL server is back after [\d.]+ s/);
      }
      expect(logs.join('\n')).toMatch(/is back after [\d.]+ s \(started by this shop process\)/);

      // The data is intact, and both take orders again (numbered after the ones before the kill).
      for (const shop of shops) {
        const product = await ask(`${shop.url}/api/product/by-product/${productIds[2]}`);
        expect(product.status).toBe(200);
      }
      const after = [await placeOrder(first, productIds[0]!, 3), await placeOrder(second, productIds[1]!, 4)];
      expect(Math.min(...after)).toBeGreaterThan(Math.max(...before));
    } finally {
      for (const shop of shops) await shop.stop();
      expect(postmastersOn(folder)).toEqual([]);
      await database.dispose();
    }
  }, 180_000);
});
