import path from 'node:path';
import type { Config } from '../config';
import { DiskMediaStorage, type MediaStorage } from './media-storage';

/**
 * The store the configuration names: the bucket of S3_BUCKET, else DATA_DIR/media. The AWS SDK
 * is loaded only for a bucket: a shop on its disk does not carry it.
 */
export async function openMediaStorage(config: Pick<Config, 'objectStore' | 'dataDir' | 'publicUrl' | 'mediaPublicUrl'>): Promise<MediaStorage> {
  if (config.objectStore) {
    const { objectStoreClient, S3MediaStorage } = await import('./s3-media-storage');
    return new S3MediaStorage(objectStoreClient(config.objectStore), config.objectStore.bucket, config.mediaPublicUrl);
  }
  return new DiskMediaStorage(path.join(config.dataDir, 'media'), config.publicUrl, config.mediaPublicUrl);
}
