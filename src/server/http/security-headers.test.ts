import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createOutboxMailer } from '../mail/mailer';
import { DiskMediaStorage } from '../storage/media-storage';
import { createTestDatabase, type TestDatabase } from '../test-support/databases';
import { tokenFor } from '../modules/catalogue/test-catalogue';
import type { TestShop } from '../test-support/test-shop';
import type { App } from '../types';
import pino from 'pino';

const INDEX = '<html><head><title>Shop</title><script type="module" src="/assets/index.js"></script></head><body></body></html>';

/** The shop with a built client (a minimal index.html) on a fresh database, for PUBLIC_URL. */
async function shopAt(database: TestDatabase, publicUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-headers-'));
  const clientDir = path.join(dataDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: publicUrl, CLIENT_DIR: clientDir, SEED_DEMO: 'false' }),
    jwtSecret: 'test-secret-that-is-long-enough-0123456789',
    adminEmails: ['admin@shop.test'],
  };
  const mailer = createOutboxMailer(path.join(dataDir, 'outbox'), config.mailFrom, pino({ level: 'silent' }));
  const storage = new DiskMediaStorage(path.join(dataDir, 'media'), config.publicUrl);
  const app = await buildApp({ config, db: database.db, dbKind: database.kind, mailer, storage }, { logger: false });
  await app.ready();
  return { app, config, close: async () => (await app.close(), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers and private answers', () => {
  let database: TestDatabase;
  let shop: Awaited<ReturnType<typeof shopAt>>;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    shop = await shopAt(database, 'http://shop.test');
    app = shop.app;
  });
  afterAll(async () => {
    await shop.close();
    await database.close();
  });

  it('gives HTML, API and media answers the policy: own scripts, the early-data script by hash, images from PUBLIC_URL, no framing', async () => {
    for (const url of ['/', '/productDetails/00000000-0000-4000-8000-000000000000', '/api/product/all', '/media/none.webp', '/api/nowhere']) {
      const answer = await app.inject({ method: 'GET', url });
      const csp = directives(answer.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('img-src')).toContain('http://shop.test');
      expect(csp.get('script-src')?.filter((source) => source !== "'self'")).toHaveLength(1);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows exactly the inline script that the product page carries', async () => {
    const page = await app.inject({ method: 'GET', url: '/productDetails/00000000-0000-4000-8000-000000000000' });
    const inline = [...page.body.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(directives(page.headers['content-security-policy']).get('script-src')).toEqual(["'self'", hash]);
    // The page's data paths travel as JSON, which the browser does not run.
    expect(page.body).toContain('<script type="application/json" id="early-data">["/api/product/by-product/00000000-0000-4000-8000-000000000000","/api/shop-settings"]</script>');
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const secure = await shopAt(database, 'https://shop.example');
    try {
      const answer = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(answer.headers['content-security-policy']).get('img-src')).toContain('https://shop.example');
    } finally {
      await secure.close();
    }
  });

  it('marks personal answers private, no-store (cart, profile, my orders, admin), refusals included, and not the catalogue', async () => {
    const fakeShop = { config: shop.config } as TestShop;
    const user = await tokenFor(fakeShop, 'user');
    const admin = await tokenFor(fakeShop, 'admin');
    const personal = [
      { url: '/api/cart/my-cart', headers: { guestid: crypto.randomUUID() } },
      { url: '/api/auth/profile', headers: { authorization: user } },
      { url: '/api/order/my-orders', headers: { authorization: user } },
      { url: '/api/admin/getAllCategories', headers: { authorization: admin } },
      { url: '/api/admin/getAllCategories', headers: {} },
      { url: '/api/auth/profile', headers: {} },
    ];
    for (const { url, headers } of personal) {
      const answer = await app.inject({ method: 'GET', url, headers });
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
    const catalogue = await app.inject({ method: 'GET', url: '/api/product/all' });
    expect(String(catalogue.headers['cache-control'])).not.toContain('no-store');
  });
});
