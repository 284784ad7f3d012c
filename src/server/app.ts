import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { registerCors } from './plugins/cors';
import { registerErrorHandling } from './plugins/errors';
import { registerMedia } from './plugins/media';
import { registerOpenApi } from './plugins/openapi';
import { registerStaticClient } from './plugins/static-client';
import { PublicCache } from './http/public-cache';
import type { App, AppDeps } from './types';

export type BuildAppOptions = {
  /** false in tests that do not want request logs. */
  logger?: boolean;
  /** Serve the built client from config.clientDir (default true). */
  serveClient?: boolean;
  /** Closes the database once every module has finished closing (mails in flight, jobs). */
  closeDatabase?: () => Promise<void>;
};

/** Builds the whole shop (API, media, client) around the given dependencies; does not listen. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<App> {
  const prettyLogs = !deps.config.production && process.stdout.isTTY;
  const serverOptions: FastifyServerOptions = {
    logger: options.logger === false ? false : { level: deps.config.logLevel, ...(prettyLogs ? { transport: { target: 'pino-pretty' } } : {}) },
    // Only a proxy on this machine (the shop's own reverse proxy) may set X-Forwarded-For,
    // so nobody can fake their address to dodge the per-IP limits.
    trustProxy: 'loopback',
    bodyLimit: 1024 * 1024,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();

  // Registered first so that it runs last: Fastify runs onClose hooks newest first, and the
  // modules' own hooks (mails still being sent, background jobs) need the database.
  if (options.closeDatabase) {
    const closeDatabase = options.closeDatabase;
    app.addHook('onClose', async () => closeDatabase());
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('publicCache', new PublicCache());
  // The one place that knows which writes change public catalogue answers: admin catalogue
  // edits, and anything that moves stock (orders, cancellations, status changes). Cleared
  // before the answer leaves, so the writer's next read is fresh.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && /^\/api\/(admin|order)\//.test(request.url)) app.publicCache.invalidate();
    return payload;
  });
  registerErrorHandling(app);

  await registerCors(app, deps.config.corsOrigins);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app);
  await registerMedia(app, path.join(deps.config.dataDir, 'media'));

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await typed.register(healthRoutes);
      await typed.register(authRoutes);
      await typed.register(catalogRoutes);
      await typed.register(cartRoutes);
      await typed.register(ordersRoutes);
      await typed.register(dashboardRoutes);
    },
    { prefix: '/api' },
  );

  await registerStaticClient(app, options.serveClient === false ? '/nonexistent' : deps.config.clientDir);
  return app;
}
