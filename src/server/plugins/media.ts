import fs from 'node:fs';
import path from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSafeMediaKey } from '../storage/media-storage';

/**
 * Serves uploaded images from the media folder under /media. Only a key the storage could
 * have written, in its one canonical spelling, reaches the disk, and @fastify/send refuses
 * anything that would leave the root. Keys are content-addressed per upload, so files can
 * be cached for a long time.
 *
 * Not @fastify/static's wildcard route: to catch a differently spelled alias on a
 * case-insensitive disk, it lists every folder on a file's path for every request, and
 * `media/products` holds a folder per product: at 20,000 products a picture cost 21 ms of CPU,
 * against 1 ms now (bench/media.ts).
 */
export async function registerMedia(app: FastifyInstance, mediaRoot: string): Promise<void> {
  fs.mkdirSync(mediaRoot, { recursive: true });
  const serveMedia = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const key = request.params['*'];
    // The app's not-found answer (a JSON 404 for every path that is not a page).
    if (!isSafeMediaKey(key) || path.posix.normalize(key) !== key) return reply.callNotFound();
    const result = await send(request.raw, `/${key}`, { root: mediaRoot, dotfiles: 'deny', index: false, cacheControl: false });
    if (result.type !== 'file') {
      result.stream.destroy();
      if (result.type === 'error' && result.statusCode >= 500) throw result.metadata.error;
      return reply.callNotFound();
    }
    return reply
      .code(result.statusCode)
      .headers(result.headers)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(result.stream);
  };
  // Pictures, not part of the API: left out of the OpenAPI document, as @fastify/static leaves its routes.
  app.route<{ Params: { '*': string } }>({ method: ['GET', 'HEAD'], url: '/media/*', schema: { hide: true }, handler: serveMedia });
}
