import crypto from 'node:crypto';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { loadOrCreateSecret } from '../secrets';
import type { App } from '../types';
import { writeBackup } from './take-backup';

export const BACKUP_PATH = '/internal/backup';
export const BACKUP_SECRET_HEADER = 'x-shop-backup-secret';
/** DATA_DIR/secrets/backup.key (0600): whoever can read it may take a backup. */
export const backupSecret = (dataDir: string) => loadOrCreateSecret(dataDir, 'backup');

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The TCP peer itself (never X-Forwarded-For) is this machine, and it knows the secret. */
function mayTakeBackup(request: FastifyRequest, secret: string): boolean {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  // A proxy on this machine connects from loopback too: what it forwards is not ours.
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  const given = Buffer.from(String(request.headers[BACKUP_SECRET_HEADER] ?? ''));
  const expected = Buffer.from(secret);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * A backup taken by the running shop: the way `npm run backup` gets one from PGlite while the
 * shop holds its data folder (one process only). Loopback peers with the secret of DATA_DIR
 * only; anyone else gets the same 404 as any unknown path.
 */
export function registerBackupRoute(app: App): void {
  const { config, db, dbKind } = app.deps;
  const secret = backupSecret(config.dataDir);
  app.get(BACKUP_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!mayTakeBackup(request, secret)) return reply.callNotFound();
    const output = new PassThrough();
    writeBackup({ db, kind: dbKind }, path.join(config.dataDir, 'media'), output).catch((error: unknown) => {
      // The file is left without its end line: the backup command sees it and says so.
      request.log.error({ err: error }, 'backup failed');
    });
    return reply.header('cache-control', 'private, no-store').type('application/gzip').send(output);
  });
}
