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
import { browserLanguage } from './language-preference';

describe('browserLanguage', () => {
  it("takes the shop's language the browser ranks highest", () => {
    expect(browserLanguage('ar-EG,ar;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ar');
    expect(browserLanguage('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(browserLanguage('fr-FR,fr;q=0.9,ar;q=0.5,en;q=0.4')).toBe('ar');
    expect(browserLanguage('en;q=0.5, ar;q=0.8')).toBe('ar');
  });

  it('reads English when the browser names neither language, or refuses Arabic', () => {
    expect(browserLanguage(undefined)).toBe('en');
    expect(browserLanguage('fr,de;q=0.5')).toBe('en');
    expect(browserLanguage('ar;q=0, en;q=0.1')).toBe('en');
    expect(browserLanguage('*')).toBe('en');
  });
});

const INDEX = '<html><head><title>Shop</title><script type="module" src="/assets/index.js"></script></head><body></body></html>';

/** The shop with a built client (a minimal index.html): its not-found handler sends readers on to their language. */
async function shopWithClient(database: TestDatabase) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-language-'));
  const clientDir = path.join(dataDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://shop.test', CLIENT_DIR: clientDir, SEED_DEMO: 'false' }),
    jwtSecret: 'test-secret-that-is-long-enough-0123456789',
  };
  const mailer = createOutboxMailer(path.join(dataDir, 'outbox'), config.mailFrom, pino({ level: 'silent' }));
  const storage = new DiskMediaStorage(path.join(dataDir, 'media'), config.publicUrl);
  const app = await buildApp({ config, db: database.db, dbKind: database.kind, mailer, storage }, { logger: false });
  await app.ready();
  return { app, close: async () => (await app.close(), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

describe("the redirect to a reader's language", () => {
  let database: TestDatabase;
  let shop: Awaited<ReturnType<typeof shopWithClient>>;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    shop = await shopWithClient(database);
  });
  afterAll(async () => {
    await shop.close();
    await database.close();
  });

  const arabicReader = (url: string) => shop.app.inject({ method: 'GET', url, headers: { cookie: 'lang=ar' } });

  it('sends an Arabic reader of an English address to the same page under /ar', async () => {
    const answer = await arabicReader('/cart?x=1');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/ar/cart?x=1');
  });

  it('never redirects to another site: leading slashes, backslashes and their encodings stay on this one', async () => {
    for (const hostile of ['//evil.example/', '///evil.example/x?y=1', '/%2Fevil.example/', '/%2f%2fevil.example/', '/%5Cevil.example/', '/%5c%5cevil.example/']) {
      const answer = await arabicReader(hostile);
      expect(answer.statusCode, hostile).toBe(302);
      const location = String(answer.headers.location);
      expect(location, hostile).toMatch(/^\/ar\/evil\.example\//);
      // Resolved the way a browser does, the address is still this shop's.
      expect(new URL(location, 'http://shop.test/').origin, hostile).toBe('http://shop.test');
    }
  });

  it('answers an /ar address with its page, not a redirect, whatever follows the prefix', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/ar//evil.example/', headers: { cookie: 'lang=en' } });
    expect(answer.statusCode).not.toBe(302);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.headers['content-type']).toMatch(/text\/html/);
  });
});
