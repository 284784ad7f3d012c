import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createOutboxMailer } from '../mail/mailer';
import { DiskMediaStorage } from '../storage/media-storage';
import { createTestDatabase, type TestDatabase } from '../test-support/databases';

const INDEX = '<html><head><meta name="description" content="The shop"><title>Shop</title><script type="module" src="/assets/index.js"></script></head><body></body></html>';

/** Every storefront page, and paths that are no page, with a NUL in the path or the query, spelled in several ways. */
const ENGLISH = [
  '/productDetails/%00',
  '/productDetails/abc%00def',
  '/subCategory/%00',
  '/subCategory/x?page=%00',
  '/search?q=%00',
  '/search?q=dress%00',
  '/collections?q=%00',
  '/collections?sort=%00&page=2',
  '/cart?x=%00',
  '/home?%00',
  '/all-categories?%00=x',
  '/products?q=%00',
  '/product/%00',
  '/%00',
  '/home%00',
];
const ARABIC = ['/ar/productDetails/%00', '/ar/subCategory/%00', '/ar/search?q=a%00b', '/ar/%00', '/ar?q=%00'];

describe('storefront pages asked with a NUL in the path or query', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nul-pages-'));
    const clientDir = path.join(dataDir, 'client');
    fs.mkdirSync(clientDir);
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://shop.test', CLIENT_DIR: clientDir, SEED_DEMO: 'false' }),
      jwtSecret: 'test-secret-that-is-long-enough-0123456789',
    };
    const mailer = createOutboxMailer(path.join(dataDir, 'outbox'), config.mailFrom, pino({ level: 'silent' }));
    const storage = new DiskMediaStorage(path.join(dataDir, 'media'), config.publicUrl);
    app = await buildApp({ config, db: database.db, dbKind: database.kind, mailer, storage }, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const expectRefused = (response: { statusCode: number; headers: Record<string, unknown>; body: string }, language: 'en' | 'ar') => {
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Nothing of the address is written back, least of all the NUL.
    expect(response.body).not.toContain('\u0000');
    if (language === 'en') {
      expect(response.body).toContain('<html lang="en" dir="ltr">');
      expect(response.body).toContain('<title>This address cannot be opened</title>');
      expect(response.body).toContain('<a href="/">Go to the home page</a>');
    } else {
      expect(response.body).toContain('<html lang="ar" dir="rtl">');
      expect(response.body).toContain('<title>لا يمكن فتح هذا العنوان</title>');
      expect(response.body).toContain('<a href="/ar">اذهب إلى الصفحة الرئيسية</a>');
    }
  };

  it('answers 400 with a short page in the address\'s language, never the app or a 500', async () => {
    for (const url of ENGLISH) expectRefused(await app.inject({ method: 'GET', url }), 'en');
    for (const url of ARABIC) expectRefused(await app.inject({ method: 'GET', url }), 'ar');
    // An Arabic reader on an English address reads it in Arabic (it would have been sent to /ar).
    expectRefused(await app.inject({ method: 'GET', url: '/search?q=%00', headers: { cookie: 'lang=ar' } }), 'ar');
  });

  it('leaves the same pages without a NUL as they were, and the API keeps its own JSON 400', async () => {
    const search = await app.inject({ method: 'GET', url: '/search?q=dress' });
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('<script type="module" src="/assets/index.js">');
    expect((await app.inject({ method: 'GET', url: `/productDetails/${crypto.randomUUID()}` })).statusCode).toBe(404);
    // %2500 is the text "%00", not a NUL.
    expect((await app.inject({ method: 'GET', url: '/search?q=%2500' })).statusCode).toBe(200);
    const api = await app.inject({ method: 'GET', url: '/api/product/by-product/%00' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ message: 'The request contains a NUL character, which no field may hold' });
  });
});
