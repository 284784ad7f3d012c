import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { productImages } from '../../db/schema/index';
import { createSmtpMailer } from '../../mail/mailer';
import { storeImage } from '../../storage/images';
import type { MediaStorage } from '../../storage/media-storage';
import { objectStoreClient, S3MediaStorage } from '../../storage/s3-media-storage';
import { startMotoServer, type MotoServer } from '../../test-support/moto-server';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import type { App } from '../../types';
import { pngImage } from '../catalogue/test-catalogue';
import { insertProduct } from '../orders/test-fixtures';

/** A product whose one picture went through the real upload pipeline (WebP at 320/640/1200). */
async function productWithPicture(shop: TestShop, storage: MediaStorage, picture: Buffer) {
  const product = await insertProduct(shop.database.db, { title: 'Linen Dress', price: 900, sizes: { m: 3 } });
  const key = await storeImage(storage, `products/${product.id}/front`, picture);
  await shop.database.db.update(productImages).set({ imageKey: key }).where(eq(productImages.productId, product.id));
  return { product, jpegPath: `/media/products/${product.id}/front-1200.jpg`, jpegKey: `products/${product.id}/front-1200.jpg` };
}

/** The feeds' picture links, Meta's and Google's. */
async function feedImageLinks(app: App): Promise<string[]> {
  const csv = parse((await app.inject({ method: 'GET', url: '/feeds/meta.csv' })).body, { columns: true }) as Array<{ image_link: string }>;
  const xml = (await app.inject({ method: 'GET', url: '/feeds/google.xml' })).body;
  return [...csv.map((row) => row.image_link), ...[...xml.matchAll(/<g:image_link>([^<]*)<\/g:image_link>/g)].map((match) => match[1]!)];
}

async function expectJpeg(app: App, url: string, size: { width: number; height: number }): Promise<Buffer> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const metadata = await sharp(response.rawPayload).metadata();
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', ...size });
  return response.rawPayload;
}

describe('feed pictures as JPEG, pictures on the disk', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop('postgres');
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  it('links a JPEG of the large picture in both feeds, made once, stored, and served from the store after', async () => {
    const { jpegPath, jpegKey } = await productWithPicture(shop, shop.storage, await pngImage('#e4572e', 800, 1000));
    const links = await feedImageLinks(shop.app);
    expect(links).toEqual([`http://shop.test${jpegPath}`, `http://shop.test${jpegPath}`]);

    // Fetched at once by several fetchers: encoded once, the same bytes to all.
    const answers = await Promise.all(Array.from({ length: 4 }, () => expectJpeg(shop.app, jpegPath, { width: 800, height: 1000 })));
    expect(answers.every((body) => body.equals(answers[0]!))).toBe(true);
    expect((await shop.storage.get(jpegKey))?.body.equals(answers[0]!)).toBe(true);
    // A fetcher's HEAD: the type, no body.
    const head = await shop.app.inject({ method: 'HEAD', url: jpegPath });
    expect([head.statusCode, head.headers['content-type'], head.rawPayload.length]).toEqual([200, 'image/jpeg', 0]);

    // With its WebP gone, the stored JPEG still answers: it is not made again.
    fs.rmSync(path.join(shop.storage.root, jpegKey.replace('.jpg', '.webp')));
    expect((await expectJpeg(shop.app, jpegPath, { width: 800, height: 1000 })).equals(answers[0]!)).toBe(true);
  });

  it('makes a small picture at least 500 px on its short side, and answers 404 for a name without a stored picture', async () => {
    await shop.storage.put('products/small/pic.webp', await sharp({ create: { width: 300, height: 200, channels: 4, background: '#0ea5e980' } }).webp().toBuffer(), 'image/webp');
    await expectJpeg(shop.app, '/media/products/small/pic.jpg', { width: 750, height: 500 });
    for (const url of ['/media/products/small/other.jpg', '/media/products/none/pic-1200.jpg', '/media/products/small/pic.webp.jpg', '/media/.jpg']) {
      expect((await shop.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // Nothing is written for a name that has no picture.
    expect(fs.existsSync(path.join(shop.storage.root, 'products/small/other.jpg'))).toBe(false);
  });
});

describe('feed pictures as JPEG, pictures in an S3-compatible bucket (moto on loopback)', () => {
  let moto: MotoServer;
  let shop: TestShop;
  let app: App;
  let storage: S3MediaStorage;

  beforeAll(async () => {
    moto = await startMotoServer();
    const bucket = await moto.bucket('feed-pictures');
    const mediaUrl = `${moto.endpoint}/feed-pictures`;
    storage = new S3MediaStorage(objectStoreClient(bucket), bucket.bucket, mediaUrl);
    shop = await createTestShop('postgres', { objectStore: bucket, mediaPublicUrl: mediaUrl });
    app = await buildApp(
      { config: shop.config, db: shop.database.db, dbKind: 'postgres', mailer: createSmtpMailer(shop.smtp.url, shop.config.mailFrom), storage },
      { logger: false, serveClient: false, backgroundJobs: false },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await shop?.close();
    await moto?.close();
  });

  it("links the shop's address (the bucket has no JPEG before the shop makes it) and keeps the JPEG in the bucket", async () => {
    const { jpegPath, jpegKey } = await productWithPicture(shop, storage, await pngImage('#2a9d8f', 1600, 1600));
    expect(await feedImageLinks(app)).toEqual([`http://shop.test${jpegPath}`, `http://shop.test${jpegPath}`]);
    expect(await storage.get(jpegKey)).toBeUndefined();
    const body = await expectJpeg(app, jpegPath, { width: 1200, height: 1200 });
    const stored = await storage.get(jpegKey);
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.body.equals(body)).toBe(true);
  });
});
