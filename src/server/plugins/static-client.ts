import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Paths that are never client routes: they answer 404 instead of the app's HTML.
const NOT_CLIENT_ROUTES = /^\/(api|media|assets)(\/|$)|\.[a-z0-9]+$/i;

/**
 * Serves the built React app with history fallback, and a JSON 404 for everything that is
 * not a client route. Hashed assets are cached for a year; index.html never is.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    if (!hasClient || NOT_CLIENT_ROUTES.test(pathname)) {
      return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
