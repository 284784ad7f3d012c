/** `npm run media:migrate` (README, "Production"): see media-migrate.ts. */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { copyPictures, MediaMigrationError } from './media-migrate';
import { DiskMediaStorage } from './media-storage';
import { openMediaStorage } from './open-media-storage';

async function main(): Promise<void> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (!config.objectStore) {
    throw new MediaMigrationError(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as your store needs) for this command: it copies the pictures of DATA_DIR/media into that bucket.',
    );
  }
  const disk = new DiskMediaStorage(path.join(config.dataDir, 'media'), config.publicUrl);
  const bucket = await openMediaStorage(config);
  console.log(`Copying the pictures of ${disk.description} to ${bucket.description}...`);
  const report = await copyPictures(disk, bucket, (message) => console.log(message));
  const store = config.objectStore;
  console.log(
    [
      `Done: ${report.verified} pictures verified in ${bucket.description} (${report.copied} copied, ${report.alreadyThere} already there and identical).`,
      'Nothing has been switched yet. To serve the pictures from the bucket, set in the shop\'s environment (every process):',
      `  S3_BUCKET=${store.bucket}`,
      ...(store.endpoint ? [`  S3_ENDPOINT=${store.endpoint}`] : []),
      `  S3_REGION=${store.region}`,
      ...(store.accessKeyId ? ['  S3_ACCESS_KEY_ID=… and S3_SECRET_ACCESS_KEY=… (as given to this command)'] : []),
      ...(store.forcePathStyle ? ['  S3_FORCE_PATH_STYLE=true'] : []),
      `  MEDIA_PUBLIC_URL=<the bucket's public address or your CDN> (without it the shop serves the bucket's pictures itself under ${config.publicUrl}/media)`,
      'then restart the shop. Pictures uploaded after this run and before the restart are copied by running this command again just before it.',
      `Keep ${disk.root} until the shop has served from the bucket for a while; backups take the pictures from whichever store is configured.`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof MediaMigrationError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
