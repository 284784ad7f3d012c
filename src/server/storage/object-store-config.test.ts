import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('the object store settings', () => {
  it('keep the pictures on the disk, served by the shop, without S3_BUCKET', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://shop.example.eg/' });
    expect(config.objectStore).toBeUndefined();
    expect(config.mediaPublicUrl).toBe('https://shop.example.eg/media');
  });

  it('read the bucket, its endpoint and keys, and where browsers fetch the pictures', () => {
    const config = loadConfig({
      S3_BUCKET: 'shop-pictures',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: 'https://cdn.example.eg/pictures/',
    });
    expect(config.objectStore).toEqual({
      bucket: 'shop-pictures',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(config.mediaPublicUrl).toBe('https://cdn.example.eg/pictures');
  });

  it('refuse a key without its secret and a name no bucket may have', () => {
    expect(() => loadConfig({ S3_BUCKET: 'shop-pictures', S3_ACCESS_KEY_ID: 'key' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'Shop_Pictures' })).toThrow(/S3_BUCKET/);
  });
});
