import fs from 'node:fs';
import path from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isJpegRenditionKey, jpegRenditions } from '../storage/jpeg-renditions';
import { DiskMediaStorage, isSafeMediaKey, type MediaStorage } from '../storage/media-storage';

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
 *
 * A `.jpg` name is a JPEG copy of a stored WebP picture for the product feeds
 * (storage/jpeg-renditions.ts): made on its first request, stored, then served like the rest.
 */
export async function registerMedia(app: FastifyInstance, storage: MediaStorage): Promise<void> {
  const serveMedia = storage instanceof DiskMediaStorage ? fromDisk(storage.root) : fromStore(storage);
  const renditions = jpegRenditions(storage);
  // Pictures, not part of the API: left out of the OpenAPI document, as @fastify/static leaves its routes.
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = request.params['*'];
      // The app's not-found answer (a JSON 404 for every path that is not a page).
      if (!isSafeMediaKey(key) || path.posix.normalize(key) !== key) return reply.callNotFound();
      if (!isJpegRenditionKey(key)) return serveMedia(key, request, reply);
      const rendition = await renditions.get(key);
      if (rendition === 'missing') return reply.callNotFound();
      // Too many pictures being encoded at once: a fetcher comes back later.
      if (rendition === 'busy') return reply.code(503).header('retry-after', '30').header('cache-control', 'no-store').send();
      return reply.header('content-type', 'image/jpeg').header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff').send(rendition.body);
    },
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A bucket's pictures through the shop, for a shop without MEDIA_PUBLIC_URL (and for the
 * URLs written before the move to the bucket): read whole, they are tens of KB.
 */
function fromStore(storage: MediaStorage) {
  return async (key: string, _request: FastifyRequest, reply: FastifyReply) => {
    const object = await storage.get(key);
    if (!object) return reply.callNotFound();
    return reply.header('content-type', object.contentType).header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff').send(object.body);
  };
}

function fromDisk(mediaRoot: string) {
  fs.mkdirSync(mediaRoot, { recursive: true });
  return async (key: string, request: FastifyRequest, reply: FastifyReply) => {
    const result = await send(request.raw, `/${key}`, { root: mediaRoot, dotfiles: 'deny', index: false, cacheControl: false });
    if (result.type !== 'file') {
      result.stream.destroy();
      if (result.type === 'error' && result.statusCode >= 500) throw result.metadata.error;
      return reply.callNotFound();
    }
    return reply
      .code(result.statusCode)
      .headers(result.headers)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(result.stream);
  };
}
