import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ObjectStoreConfig } from '../config';
import { isSafeMediaKey, type MediaStorage } from './media-storage';

function assertSafeKey(key: string): void {
  if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
}

/** The client for a configured bucket; also for `npm run media:migrate`. */
export function objectStoreClient(config: ObjectStoreConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    // Checksums only where the API requires them (DeleteObjects): several S3-compatible stores
    // refuse the SDK's default CRC32 trailers on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), shared by every shop
 * process. Picture URLs start with MEDIA_PUBLIC_URL: the bucket's public address or a CDN in
 * front of it; without it the shop's own /media, which reads the bucket.
 */
export class S3MediaStorage implements MediaStorage {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
    private readonly mediaUrl: string,
  ) {}

  get description(): string {
    return `the bucket ${this.bucket}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
        // Keys are new for every upload (media-storage.ts), so a copy never goes stale.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async removePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    // Listed whole first: deleting while paging through a listing may skip keys.
    const keys: string[] = [];
    for await (const key of this.keysUnder(prefix)) keys.push(key);
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      const result = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      if (result.Errors?.length) throw new Error(`The bucket ${this.bucket} refused to delete ${result.Errors.length} pictures: ${result.Errors[0]?.Message ?? ''}`);
    }
  }

  publicUrl(key: string): string {
    return `${this.mediaUrl}/${key}`;
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | undefined> {
    assertSafeKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = Buffer.from(await object.Body!.transformToByteArray());
      return { body, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return undefined;
      throw error;
    }
  }

  keys(): AsyncIterable<string> {
    return this.keysUnder('');
  }

  private async *keysUnder(prefix: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
