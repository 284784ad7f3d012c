import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './test-support/databases';
import { createTestShop, type TestShop } from './test-support/test-shop';

describe.each(testDatabases())('the shop app on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind, { corsOrigins: ['https://partner.example'] });
  });
  afterAll(() => shop.close());

  it('answers the health check once the database answers', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404, never HTML', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toMatch(/not found/i);
  });

  it('answers malformed JSON with a 400 and a message', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/create-user',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(typeof response.json().message).toBe('string');
  });

  it('refuses media paths that try to leave the media folder', async () => {
    for (const url of ['/media/../../etc/passwd', '/media/%2e%2e/%2e%2e/etc/passwd', '/media/..%2f..%2fpackage.json']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('root:');
    }
  });

  it('serves a stored picture under its one spelling, cached for a year, and 404s the rest', async () => {
    const key = `products/${crypto.randomUUID()}/${crypto.randomUUID()}-640.webp`;
    const picture = Buffer.from('RIFF\x10\0\0\0WEBPVP8 picture');
    await shop.storage.put(key, picture);

    const response = await shop.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(picture)).toBe(true);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const head = await shop.app.inject({ method: 'HEAD', url: `/media/${key}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(picture.length));
    const again = await shop.app.inject({ method: 'GET', url: `/media/${key}`, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const folder = key.slice(0, key.lastIndexOf('/'));
    const otherSpellings = [key.replace('products/', 'products//'), key.replace('products/', 'PRODUCTS/'), `${folder}/`, folder, 'products', `${key}/`];
    for (const url of [...otherSpellings.map((spelling) => `/media/${spelling}`), '/media/products/missing-640.webp', '/media/.env']) {
      const refused = await shop.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().message, url).toMatch(/not found/);
    }
  });

  it('serves the OpenAPI document generated from the routes', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
    const docs = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBeLessThan(400);
  });

  it('lets configured origins preflight with the shop headers, without credentials', async () => {
    const response = await shop.app.inject({
      method: 'OPTIONS',
      url: '/api/cart/my-cart',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, geustid, content-type, idempotency-key, x-client-version',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'geustid', 'content-type', 'idempotency-key', 'x-client-version']) expect(allowed).toContain(header);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();

    const stranger = await shop.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
