import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Shop API', version: '1.0.0', description: 'Storefront and back-office API of the shop. Amounts are in Egyptian pounds.' },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'authorization', description: 'The access token, bare or as Bearer <token>' },
          guestId: { type: 'apiKey', in: 'header', name: 'guestid', description: 'A guest id (UUID) for shoppers who are not signed in' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
