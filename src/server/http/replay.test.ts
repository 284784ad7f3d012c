/**
 * The whole-catalogue replay (replay.ts) over real HTTP: app.inject goes around the node:http
 * server, where the replay sits, so the shop listens on a port and is asked with node:http.
 * "Fastify's answer" is the one the first request of a kind gets (nothing is recorded yet, the
 * replay's count does not move); the replayed one must be the same, byte for byte, but `date`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestDemoCatalogue } from '../test-support/demo-catalogue';
import { testDatabases } from '../test-support/databases';
import { createTestShop, type TestShop } from '../test-support/test-shop';
import { form, tokenFor } from '../modules/catalogue/test-catalogue';
import { replayOf, type Replay } from './replay';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request on a connection of its own, the bytes as they came (not decompressed). */
function ask(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

const withoutDate = ({ date: _date, ...headers }: http.IncomingHttpHeaders) => headers;

async function listen(shop: TestShop): Promise<string> {
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
}

describe.each(testDatabases())('the whole-catalogue replay before Fastify, on %s', (kind) => {
  let shop: TestShop;
  let base: string;
  let replay: Replay;
  beforeAll(async () => {
    // CORS on, so that an Origin changes Fastify's answer (the replay must leave those alone).
    shop = await createTestShop(kind, { corsOrigins: ['http://pages.test'] });
    await seedTestDemoCatalogue(shop.database.db, shop.storage);
    base = await listen(shop);
    replay = replayOf(shop.app)!;
  });
  afterAll(() => shop.close());

  /** Fastify's answer, then the replayed one, to the same request. */
  async function twice(path: string, headers: Record<string, string> = {}) {
    const before = replay.answered;
    const fastify = await ask(base, path, headers);
    const afterFirst = replay.answered;
    const replayed = await ask(base, path, headers);
    return { fastify, replayed, firstReplayed: afterFirst - before, secondReplayed: replay.answered - afterFirst };
  }

  it.each([
    ['br', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['identity', {}],
  ] as const)('replays Fastify’s own %s answer: the same status, headers and bytes', async (encoding, headers) => {
    for (const path of ['/api/category/with-products', '/api/product/all']) {
      const { fastify, replayed, firstReplayed, secondReplayed } = await twice(path, headers);
      expect(firstReplayed).toBe(0);
      expect(secondReplayed).toBe(1);
      expect(fastify.status).toBe(200);
      expect(fastify.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      // Fastify's answer carries the hooks' headers (helmet, CORS's vary): so does the replay.
      expect(fastify.headers['content-security-policy']).toBeTruthy();
      expect(replayed.status).toBe(fastify.status);
      expect(withoutDate(replayed.headers)).toEqual(withoutDate(fastify.headers));
      expect(replayed.body.equals(fastify.body)).toBe(true);
    }
  });

  it('replays Fastify’s 304 to an If-None-Match naming the ETag, and a 200 to one naming another', async () => {
    const { headers } = await ask(base, '/api/category/with-products', { 'accept-encoding': 'br' });
    const etag = String(headers.etag);
    const notModified = await twice('/api/category/with-products', { 'accept-encoding': 'br', 'if-none-match': `W/"older", ${etag}` });
    expect(notModified.fastify.status).toBe(304);
    expect(notModified.secondReplayed).toBe(1);
    expect(notModified.replayed.status).toBe(304);
    expect(withoutDate(notModified.replayed.headers)).toEqual(withoutDate(notModified.fastify.headers));
    expect(notModified.replayed.body.length).toBe(0);

    const before = replay.answered;
    const changed = await ask(base, '/api/category/with-products', { 'accept-encoding': 'br', 'if-none-match': 'W/"older"' });
    expect(replay.answered - before).toBe(1);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).toBe(etag);
  });

  it('leaves a request with an Origin to Fastify (CORS answers depend on it)', async () => {
    for (const origin of ['http://pages.test', 'http://elsewhere.test']) {
      const { fastify, replayed, firstReplayed, secondReplayed } = await twice('/api/category/with-products', { 'accept-encoding': 'br', origin });
      expect(firstReplayed + secondReplayed).toBe(0);
      expect(fastify.headers['access-control-allow-origin']).toBe(origin === 'http://pages.test' ? origin : undefined);
      expect(withoutDate(replayed.headers)).toEqual(withoutDate(fastify.headers));
    }
  });

  it('serves a catalogue change made through the admin API at once, never the replayed answer before it', async () => {
    const path = '/api/category/with-products';
    const first = await twice(path);
    expect(first.secondReplayed).toBe(1);
    const categories = (JSON.parse(first.replayed.body.toString('utf8')) as { categories: Array<{ _id: string; name: string }> }).categories;
    const category = categories[0]!;
    const renamed = await fetch(`${base}/api/admin/updateCategory/${category._id}`, {
      method: 'PATCH',
      headers: { authorization: await tokenFor(shop, 'admin') },
      body: form({ name: 'Renamed through the API' }),
    });
    expect(renamed.status, await renamed.text()).toBe(200);

    const after = await twice(path);
    expect(after.firstReplayed).toBe(0);
    expect(after.fastify.headers.etag).not.toBe(first.fastify.headers.etag);
    const names = (JSON.parse(after.fastify.body.toString('utf8')) as { categories: Array<{ _id: string; name: string }> }).categories.map((one) => one.name);
    expect(names).toContain('Renamed through the API');
    // The new answer is replayed from then on.
    expect(after.secondReplayed).toBe(1);
    expect(after.replayed.body.equals(after.fastify.body)).toBe(true);
  });

  it('stops replaying when the cached answer passes its TTL: Fastify revalidates it, then replaying resumes', async () => {
    const path = '/api/product/all';
    expect((await twice(path)).secondReplayed).toBe(1);
    // The public cache's TTL is 2 s (public-cache.ts).
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const before = replay.answered;
    const expired = await ask(base, path);
    expect(replay.answered).toBe(before);
    expect(expired.status).toBe(200);
    // The revalidation (same fingerprint) finishes in the background; then the same answer is replayed.
    await expect.poll(async () => (await ask(base, path)).status === 200 && replay.answered > before, { timeout: 2000 }).toBe(true);
  });

  it('leaves every other request to Fastify: other routes, HEAD, a query string, a trailing slash, the admin copy', async () => {
    const path = '/api/category/with-products';
    await twice(path);
    const admin = await tokenFor(shop, 'admin');
    const products = (JSON.parse((await ask(base, '/api/product/all')).body.toString('utf8')) as { products: Array<{ _id: string }> }).products;
    const before = replay.answered;
    const asked = [
      await ask(base, `/api/product/by-product/${products[0]!._id}`),
      await ask(base, `/api/product/by-product/${products[0]!._id}`),
      await ask(base, path, {}, 'HEAD'),
      await ask(base, `${path}?page=2`),
      await ask(base, `${path}/`),
      await ask(base, '/api/admin/getAllCategoriesWithProducts', { authorization: admin }),
      await ask(base, '/api/admin/getAllCategoriesWithProducts', { authorization: admin }),
      await ask(base, '/api/admin/getAllCategoriesWithProducts'),
    ];
    expect(replay.answered).toBe(before);
    expect(asked.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404, 200, 200, 401]);
    // The admin's copy (the same cache entry) passes its access check every time: without a token, 401.
    expect(asked[7]!.headers.etag).toBeUndefined();
  });
});

describe.each(testDatabases())('the whole-catalogue replay above the bound, on %s', (kind) => {
  it('never replays a streamed answer', async () => {
    // A heap cap whose bound (a sixteenth) is a few bytes: both answers are streamed.
    const shop = await createTestShop(kind, { maxHeapMb: 0.0001 });
    try {
      await seedTestDemoCatalogue(shop.database.db, shop.storage);
      const base = await listen(shop);
      const replay = replayOf(shop.app)!;
      for (let i = 0; i < 3; i++) {
        for (const path of ['/api/category/with-products', '/api/product/all']) {
          const answer = await ask(base, path, { 'accept-encoding': 'br' });
          expect(answer.status).toBe(200);
          expect(answer.headers.etag).toBeUndefined();
        }
      }
      expect(replay.answered).toBe(0);
    } finally {
      await shop.close();
    }
  });
});
