import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMotoServer, type MotoServer } from '../test-support/moto-server';
import { copyPictures, MediaMigrationError } from './media-migrate';
import { DiskMediaStorage, type MediaStorage } from './media-storage';
import { objectStoreClient, S3MediaStorage } from './s3-media-storage';

async function everyObject(storage: MediaStorage): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  for await (const key of storage.keys()) all[key] = (await storage.get(key))!.body.toString('base64');
  return all;
}

describe('npm run media:migrate: the disk pictures copied to a bucket, each copy verified', () => {
  let moto: MotoServer;
  let dir: string;
  let disk: DiskMediaStorage;
  beforeAll(async () => {
    moto = await startMotoServer();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-media-migrate-'));
    disk = new DiskMediaStorage(dir, 'http://shop.test');
    for (let i = 0; i < 12; i++) await disk.put(`products/p${i}/img-${i}-400.webp`, Buffer.alloc(2000 + i, i), 'image/webp');
    await disk.put('shop/logo-1-200.webp', Buffer.from('logo'), 'image/webp');
  });
  afterAll(async () => {
    await moto?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const bucketStorage = async (name: string) => {
    const config = await moto.bucket(name);
    return new S3MediaStorage(objectStoreClient(config), config.bucket, `${moto.endpoint}/${name}`);
  };

  it('copies every picture, byte for byte, and run again copies only what is missing or different', async () => {
    const bucket = await bucketStorage('migrate-one');
    expect(await copyPictures(disk, bucket)).toEqual({ copied: 13, alreadyThere: 0, verified: 13 });
    expect(await everyObject(bucket)).toEqual(await everyObject(disk));

    // One copy damaged in the bucket, one new upload on the disk since.
    await bucket.put('products/p3/img-3-400.webp', Buffer.from('damaged'), 'image/webp');
    await disk.put('products/new/img-400.webp', Buffer.from('new picture'), 'image/webp');
    expect(await copyPictures(disk, bucket)).toEqual({ copied: 2, alreadyThere: 12, verified: 14 });
    expect(await everyObject(bucket)).toEqual(await everyObject(disk));
  });

  it('copies what is uploaded while it runs, in a further pass', async () => {
    const bucket = await bucketStorage('migrate-two');
    let uploaded = false;
    // An upload lands on the disk while the first pass is copying.
    const busy: MediaStorage = Object.assign(Object.create(bucket) as S3MediaStorage, {
      put: async (key: string, body: Buffer, type: string) => {
        if (!uploaded) {
          uploaded = true;
          await disk.put('products/during/img-400.webp', Buffer.from('during'), 'image/webp');
        }
        return bucket.put(key, body, type);
      },
    });
    const report = await copyPictures(disk, busy);
    expect(report.verified).toBe(Object.keys(await everyObject(disk)).length);
    expect((await bucket.get('products/during/img-400.webp'))?.body.toString()).toBe('during');
  });

  it('fails, switching nothing, when a copy does not read back the same', async () => {
    const bucket = await bucketStorage('migrate-three');
    // A store that damages one picture on the way in.
    const lossy: MediaStorage = Object.assign(Object.create(bucket) as S3MediaStorage, {
      put: (key: string, body: Buffer, type: string) => bucket.put(key, key.endsWith('img-5-400.webp') ? body.subarray(1) : body, type),
    });
    await expect(copyPictures(disk, lossy)).rejects.toThrow(MediaMigrationError);
    await expect(copyPictures(disk, lossy)).rejects.toThrow(/did not read back the same .*Nothing was switched/);
  });
});
