import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Lets pages on the CORS_ORIGINS origins call the API. A client elsewhere sends no cookies,
 * only these headers, so credentials stay off.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  const anyOrigin = origins.includes('*');
  await app.register(cors, {
    origin: anyOrigin ? '*' : origins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'guestid', 'content-type', 'idempotency-key'],
    exposedHeaders: ['etag'],
    maxAge: 600,
  });
}
