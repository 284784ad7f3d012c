import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves uploaded images from the media folder under /media. @fastify/static refuses paths
 * that leave the root, so no request can read outside it. Keys are content-addressed per
 * upload, so files can be cached for a long time.
 */
export async function registerMedia(app: FastifyInstance, mediaRoot: string): Promise<void> {
  fs.mkdirSync(mediaRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('x-content-type-options', 'nosniff');
    },
  });
}
