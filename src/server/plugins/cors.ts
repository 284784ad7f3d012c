import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Lets pages on the CORS_ORIGINS origins call the API. The origin list is the protection: a
 * preflight is allowed the headers the page asks for (clients written elsewhere send their own,
 * such as `geustId`), and credentials stay off because the API reads no cookies.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  const anyOrigin = origins.includes('*');
  await app.register(cors, {
    origin: anyOrigin ? '*' : origins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['etag'],
    maxAge: 600,
  });
}
