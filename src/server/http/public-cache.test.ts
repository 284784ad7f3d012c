import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { PublicCache, sendCached } from './public-cache';

const json = (body: Buffer) => JSON.parse(body.toString('utf8')) as unknown;

/** A cache on a hand-moved clock: time passes only when a test says so, however busy the machine. */
function cacheWithClock(ttlMs: number) {
  let now = 1_700_000_000_000;
  const cache = new PublicCache({ ttlMs, now: () => now });
  return { cache, advance: (ms: number) => void (now += ms) };
}

describe('PublicCache', () => {
  it('keeps at most maxEntries answers and maxBytes, dropping the least recently used', async () => {
    const cache = new PublicCache({ ttlMs: 10_000, maxEntries: 3 });
    const loads: string[] = [];
    const source = (key: string) => ({ load: async () => (loads.push(key), { key }) });
    for (const key of ['a', 'b', 'c']) await cache.get(key, source(key));
    await cache.get('a', source('a')); // a is used again: b is now the oldest
    await cache.get('d', source('d'));
    expect(cache.size.entries).toBe(3);
    await cache.get('a', source('a'));
    await cache.get('c', source('c'));
    expect(loads).toEqual(['a', 'b', 'c', 'd']);
    await cache.get('b', source('b'));
    expect(loads.at(-1)).toBe('b');

    const small = new PublicCache({ ttlMs: 10_000, maxBytes: 3_000 });
    for (let i = 0; i < 50; i++) await small.get(`q${i}`, { load: async () => ({ text: 'x'.repeat(500), i }) });
    expect(small.size.bytes).toBeLessThanOrEqual(3_000);
    expect(small.size.entries).toBeGreaterThan(0);
    expect(small.size.entries).toBeLessThan(50);
  });

  it('fresh: what get would serve at once, never loading; nothing once expired with no reload running, or invalidated', async () => {
    const { cache, advance } = cacheWithClock(1000);
    let loads = 0;
    let finishReload = () => {};
    const source = {
      load: async () => {
        if (++loads > 1) await new Promise<void>((resolve) => (finishReload = resolve));
        return { n: loads };
      },
    };
    expect(cache.fresh('k')).toBeUndefined();
    expect(loads).toBe(0);
    const answer = await cache.get('k', source);
    expect(cache.fresh('k')).toBe(answer);
    advance(1000);
    // Expired: the replay falls through to the route, whose get serves it stale and reloads.
    expect(cache.fresh('k')).toBeUndefined();
    expect(loads).toBe(1);
    expect(await cache.get('k', source)).toBe(answer);
    // While that reload runs, the stale entry is what get serves: fresh says so too.
    await vi.waitFor(() => expect(loads).toBe(2));
    expect(cache.fresh('k')).toBe(answer);
    // Never older than two TTLs, reload or not.
    advance(1000);
    expect(cache.fresh('k')).toBeUndefined();
    finishReload();
    await vi.waitFor(() => expect(json(cache.fresh('k')!.body)).toEqual({ n: 2 }));
    cache.invalidate();
    expect(cache.fresh('k')).toBeUndefined();
  });

  it('loads once for concurrent requests and serves the same entry', async () => {
    const cache = new PublicCache({ ttlMs: 10_000 });
    let loads = 0;
    const load = async () => {
      loads++;
      // Still loading while the other two ask: they must wait for this load, not start their own.
      await new Promise((resolve) => setImmediate(resolve));
      return { n: loads };
    };
    const [a, b, c] = await Promise.all([cache.get('k', { load }), cache.get('k', { load }), cache.get('k', { load })]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(json(a.body)).toEqual({ n: 1 });
    expect(a.etag).toMatch(/^W\/".+"$/);
  });

  it('keeps at most maxEntries answers, dropping the least recently used first', async () => {
    const cache = new PublicCache({ ttlMs: 10_000, maxEntries: 3 });
    const loads: string[] = [];
    const source = (key: string) => ({ load: async () => (loads.push(key), { key }) });
    for (const key of ['a', 'b', 'c']) await cache.get(key, source(key));
    await cache.get('a', source('a'));
    await cache.get('d', source('d'));
    expect(cache.size.entries).toBe(3);
    // 'b' was the least recently used: asked again, it loads again; 'a' does not.
    await cache.get('a', source('a'));
    await cache.get('b', source('b'));
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('keeps at most maxBytes, however many distinct queries are asked', async () => {
    const cache = new PublicCache({ ttlMs: 10_000, maxBytes: 20_000 });
    for (let i = 0; i < 1000; i++) {
      await cache.get(`page:${i}`, { load: async () => ({ i, filler: `${i}`.repeat(500) }) });
    }
    expect(cache.size.bytes).toBeLessThanOrEqual(20_000);
    expect(cache.size.entries).toBeGreaterThan(0);
    expect(cache.size.entries).toBeLessThan(100);
    const big = await cache.get('big', { load: async () => ({ filler: 'x'.repeat(50_000) }) });
    expect(big.body.length).toBeGreaterThan(50_000);
    expect(cache.size.bytes).toBeLessThanOrEqual(20_000);
  });

  it('keeps brotli and gzip forms that decompress to the same JSON', async () => {
    const cache = new PublicCache({ ttlMs: 10_000 });
    const value = { products: Array.from({ length: 200 }, (_, i) => ({ title: `Tee ${i}`, price: 250 })) };
    const answer = await cache.get('k', { load: async () => value });
    expect(json(zlib.brotliDecompressSync(answer.br))).toEqual(value);
    expect(json(zlib.gunzipSync(answer.gzip))).toEqual(value);
    expect(answer.br.length).toBeLessThan(answer.body.length / 5);
  });

  it('keeps a value that answers are built from: loaded once, read back as data, not compressed, forgotten on invalidate', async () => {
    const cache = new PublicCache({ ttlMs: 10_000 });
    let loads = 0;
    const load = async () => ({ total: 20_000, loads: ++loads });
    const [a, b] = await Promise.all([cache.value('summary', { load }), cache.value('summary', { load })]);
    expect(a).toEqual({ total: 20_000, loads: 1 });
    expect(b).toEqual(a);
    // Only the JSON is kept: nothing spends CPU compressing what is never sent.
    expect(cache.size.bytes).toBe(Buffer.byteLength(JSON.stringify(a)));
    cache.invalidate();
    expect(await cache.value('summary', { load })).toEqual({ total: 20_000, loads: 2 });
  });

  it('forgets everything on invalidate, including a load that was in flight', async () => {
    const cache = new PublicCache({ ttlMs: 10_000 });
    let value = 1;
    const first = cache.get('k', { load: async () => ({ value }) });
    cache.invalidate();
    value = 2;
    await first;
    expect(json((await cache.get('k', { load: async () => ({ value }) })).body)).toEqual({ value: 2 });
  });

  it('serves a recently expired entry while one reload runs, then the reloaded one', async () => {
    const { cache, advance } = cacheWithClock(20);
    let value = 1;
    let loads = 0;
    const load = async () => {
      loads++;
      return { value };
    };
    await cache.get('k', { load });
    value = 2;
    advance(25);
    const [stale, alsoStale] = await Promise.all([cache.get('k', { load }), cache.get('k', { load })]);
    expect(json(stale.body)).toEqual({ value: 1 });
    expect(alsoStale).toBe(stale);
    // The clock stands still: the stale entry is served until the one background reload lands.
    await vi.waitFor(async () => expect(json((await cache.get('k', { load })).body)).toEqual({ value: 2 }), { timeout: 10_000 });
    expect(loads).toBe(2);
  });

  it('never serves an entry older than two TTLs', async () => {
    const { cache, advance } = cacheWithClock(5);
    let value = 1;
    await cache.get('k', { load: async () => ({ value }) });
    value = 2;
    advance(11);
    expect(json((await cache.get('k', { load: async () => ({ value }) })).body)).toEqual({ value: 2 });
  });

  it('keeps the compressed bytes when a reload finds the same answer, and makes new ones when it changed', async () => {
    const { cache, advance } = cacheWithClock(20);
    let value = { stock: 5 };
    const first = await cache.get('k', { load: async () => value });
    advance(50);
    const same = await cache.get('k', { load: async () => ({ ...value }) });
    expect(same.br).toBe(first.br);
    expect(same.etag).toBe(first.etag);
    value = { stock: 4 };
    advance(50);
    const changed = await cache.get('k', { load: async () => value });
    expect(changed.etag).not.toBe(first.etag);
    expect(json(zlib.gunzipSync(changed.gzip))).toEqual({ stock: 4 });
  });

  it('keeps an expired entry without loading it again while its fingerprint is unchanged', async () => {
    const { cache, advance } = cacheWithClock(20);
    let loads = 0;
    let fingerprint = 'v1';
    const source = {
      load: async () => ({ loads: ++loads }),
      fingerprint: async () => fingerprint,
    };
    await cache.get('k', source);
    advance(50);
    // The first load stores no fingerprint (it is asked only to revalidate): one more build.
    const second = await cache.get('k', source);
    expect(loads).toBe(2);
    advance(50);
    const kept = await cache.get('k', source);
    expect(loads).toBe(2);
    expect(kept.etag).toBe(second.etag);
    fingerprint = 'v2';
    advance(50);
    expect(json((await cache.get('k', source)).body)).toEqual({ loads: 3 });
    cache.invalidate();
    expect(json((await cache.get('k', source)).body)).toEqual({ loads: 4 });
  });

  it('gives different bodies different ETags', async () => {
    const cache = new PublicCache({ ttlMs: 10_000 });
    const a = await cache.get('a', { load: async () => ({ x: 1 }) });
    const b = await cache.get('b', { load: async () => ({ x: 2 }) });
    expect(a.etag).not.toBe(b.etag);
  });
});

describe('sendCached', () => {
  async function serve() {
    const cache = new PublicCache({ ttlMs: 10_000 });
    const value = { categories: Array.from({ length: 50 }, (_, i) => ({ name: `Category ${i}` })) };
    const app = Fastify();
    app.get('/', async (request, reply) => sendCached(request, reply, await cache.get('k', { load: async () => value })));
    await app.ready();
    return { app, value };
  }

  it.each([
    ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    ['identity', undefined, (body: Buffer) => body],
  ] as const)('answers Accept-Encoding %s with %s', async (acceptEncoding, encoding, decode) => {
    const { app, value } = await serve();
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': acceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(json(decode(response.rawPayload))).toEqual(value);
    await app.close();
  });

  it('answers 304 to the current ETag', async () => {
    const { app } = await serve();
    const first = await app.inject({ url: '/' });
    const again = await app.inject({ url: '/', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    await app.close();
  });
});
