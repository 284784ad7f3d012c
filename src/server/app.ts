import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApi } from './http/api-routes';
import { startBackgroundJobs } from './jobs';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogAdminRoutes } from './modules/catalog/catalog-admin.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { healthRoutes } from './modules/health/health.routes';
import { OrderMails } from './modules/orders/order-mail.service';
import { ordersRoutes } from './modules/orders/orders.routes';
import { registerCors } from './plugins/cors';
import { registerErrorHandling } from './plugins/errors';
import { registerMedia } from './plugins/media';
import { registerOpenApi } from './plugins/openapi';
import { registerStaticClient } from './plugins/static-client';
import { PublicCache } from './http/public-cache';
import type { App, AppDeps } from './types';

/** What buildApp is given; it adds the parts that live as long as the app (the public cache). */
export type ShopDeps = Omit<AppDeps, 'publicCache'>;

export type BuildAppOptions = {
  /** false in tests that do not want request logs. */
  logger?: boolean;
  /** Serve the built client from config.clientDir (default true). */
  serveClient?: boolean;
  /** Closes the database once every module has finished closing (mails in flight, jobs). */
  closeDatabase?: () => Promise<void>;
};

/** Builds the whole shop (API, media, client) around the given dependencies; does not listen. */
export async function buildApp(shopDeps: ShopDeps, options: BuildAppOptions = {}): Promise<App> {
  const deps: AppDeps = { ...shopDeps, publicCache: new PublicCache(undefined, !shopDeps.config.production) };
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
  app.decorate('orderMails', new OrderMails(app));
  registerErrorHandling(app);

  await registerCors(app, deps.config.corsOrigins);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app);
  await registerMedia(app, path.join(deps.config.dataDir, 'media'));

  const modules = [healthRoutes, authRoutes, catalogRoutes, catalogAdminRoutes, cartRoutes, ordersRoutes, dashboardRoutes];
  await app.register(async (api) => registerApi(api.withTypeProvider<ZodTypeProvider>(), modules.flatMap((routes) => routes(app))), { prefix: '/api' });
  startBackgroundJobs(app);

  await registerStaticClient(app, options.serveClient === false ? '/nonexistent' : deps.config.clientDir);
  return app;
}
