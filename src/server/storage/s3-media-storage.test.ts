import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { writeBackup } from '../backup/take-backup';
import { restoreBackup } from '../backup/restore-backup';
import { createSmtpMailer } from '../mail/mailer';
import { form, jpegImage, pngImage, tokenFor } from '../modules/catalogue/test-catalogue';
import { testPostgresUrl } from '../test-support/databases';
import { startMotoServer, type MotoServer } from '../test-support/moto-server';
import { createPostgresDatabase } from '../test-support/postgres-database';
import { createTestShop, type TestShop } from '../test-support/test-shop';
import type { App } from '../types';
import { openPostgres } from '../db/client';
import { objectStoreClient, S3MediaStorage } from './s3-media-storage';
import type { MediaStorage } from './media-storage';

async function everyObject(storage: MediaStorage): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  for await (const key of storage.keys()) all[key] = (await storage.get(key))!.body.toString('base64');
  return all;
}

describe('pictures in an S3-compatible bucket (moto on loopback)', () => {
  let moto: MotoServer;
  let shop: TestShop;
  let app: App;
  let storage: S3MediaStorage;
  let mediaUrl: string;

  beforeAll(async () => {
    moto = await startMotoServer();
    const bucket = await moto.bucket('shop-pictures');
    // Browsers fetch the pictures from the bucket's public address.
    mediaUrl = `${moto.endpoint}/shop-pictures`;
    storage = new S3MediaStorage(objectStoreClient(bucket), bucket.bucket, mediaUrl);
    shop = await createTestShop('postgres', { objectStore: bucket, mediaPublicUrl: mediaUrl });
    // The test shop's own app writes to its disk; this one, on the same database, to the bucket.
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

  it('stores the bytes as they were sent, lists and removes by prefix, and has nothing under an unknown key', async () => {
    const body = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7) % 256));
    await storage.put('tests/one-400.webp', body, 'image/webp');
    await storage.put('tests/one-800.webp', body.subarray(0, 500), 'image/webp');
    await storage.put('tests/two-400.webp', body, 'image/webp');
    expect((await storage.get('tests/one-400.webp'))).toEqual({ body, contentType: 'image/webp' });
    const fromBucket = await fetch(storage.publicUrl('tests/one-400.webp'));
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(body)).toBe(true);
    await storage.removePrefix('tests/one-');
    expect(Object.keys(await everyObject(storage))).toEqual(['tests/two-400.webp']);
    await storage.removePrefix('tests/');
    expect(await storage.get('tests/two-400.webp')).toBeUndefined();
  });

  it('puts uploaded pictures in the bucket, with URLs at MEDIA_PUBLIC_URL, served by the shop too, and removes them with their category', async () => {
    const inject = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: FormData) =>
      app.inject({ method, url, headers: { authorization: await tokenFor(shop, 'admin') }, ...(payload ? { payload } : {}) });
    const created = await inject('POST', '/api/admin/createCategory', form({ name: 'Dresses', image: { file: await pngImage(), name: 'dresses.png' } }));
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json<{ data: { _id: string; image: { secure_url: string } } }>().data;
    expect(category.image.secure_url.startsWith(`${mediaUrl}/categories/${category._id}/`)).toBe(true);
    const keys = Object.keys(await everyObject(storage));
    expect(keys.filter((key) => key.startsWith(`categories/${category._id}/`))).toHaveLength(3);

    const key = category.image.secure_url.slice(mediaUrl.length + 1);
    const direct = await fetch(category.image.secure_url);
    expect(direct.status).toBe(200);
    const bytes = Buffer.from(await direct.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const throughShop = await app.inject({ method: 'GET', url: `/media/${key}` });
    expect(throughShop.statusCode).toBe(200);
    expect(throughShop.headers['content-type']).toBe('image/webp');
    expect(throughShop.rawPayload.equals(bytes)).toBe(true);

    const replaced = await inject('PATCH', `/api/admin/updateCategory/${category._id}`, form({ name: 'Dresses', image: { file: await jpegImage(), name: 'x.jpg' } }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await storage.get(key)).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);

    expect((await inject('DELETE', `/api/admin/deleteCategory/${category._id}`)).statusCode).toBe(200);
    expect(Object.keys(await everyObject(storage)).filter((one) => one.startsWith(`categories/${category._id}/`))).toEqual([]);
  });

  it('backs up the pictures from the bucket and restores them into another', async () => {
    // Pictures as an upload leaves them (the category of the test before), and more of them.
    for (let i = 0; i < 20; i++) await storage.put(`products/p${i}/img-${i}-400.webp`, Buffer.alloc(5000 + i, i), 'image/webp');
    const pictures = await everyObject(storage);
    expect(Object.keys(pictures).length).toBeGreaterThan(10);
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeBackup(shop.database, storage, output);
    await finished(output);

    const other = await moto.bucket('restored-pictures');
    const target = new S3MediaStorage(objectStoreClient(other), other.bucket, `${moto.endpoint}/restored-pictures`);
    const database = await createPostgresDatabase(testPostgresUrl(), 'shop_restore_s3');
    const handle = await openPostgres(database.url, 3);
    try {
      const restored = await restoreBackup(handle, target, Readable.from(Buffer.concat(chunks)));
      expect(restored.files).toBe(Object.keys(pictures).length);
      expect(await everyObject(target)).toEqual(pictures);
      // A second restore into the same bucket is refused: it is not empty.
      await expect(restoreBackup(handle, target, Readable.from(Buffer.concat(chunks)))).rejects.toThrow(/bucket restored-pictures already holds images|is not empty/);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
