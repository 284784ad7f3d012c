import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache';

describe('PublicCache', () => {
  it('loads once for concurrent requests and serves the same entry', async () => {
    const cache = new PublicCache(10_000);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { n: loads };
    };
    const [a, b, c] = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(JSON.parse(a.body)).toEqual({ n: 1 });
    expect(a.etag).toMatch(/^W\/".+"$/);
  });

  it('forgets everything on invalidate, including a load that was in flight', async () => {
    const cache = new PublicCache(10_000);
    let value = 1;
    const first = cache.get('k', async () => ({ value }));
    cache.invalidate();
    value = 2;
    await first;
    expect(JSON.parse((await cache.get('k', async () => ({ value }))).body)).toEqual({ value: 2 });
  });

  it('expires entries after the TTL', async () => {
    const cache = new PublicCache(5);
    let value = 1;
    await cache.get('k', async () => ({ value }));
    value = 2;
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(JSON.parse((await cache.get('k', async () => ({ value }))).body)).toEqual({ value: 2 });
  });

  it('gives different bodies different ETags', async () => {
    const cache = new PublicCache(10_000);
    const a = await cache.get('a', async () => ({ x: 1 }));
    const b = await cache.get('b', async () => ({ x: 2 }));
    expect(a.etag).not.toBe(b.etag);
  });
});
