import compress from '@fastify/compress';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApi } from './http/api-routes';
import { startBackgroundJobs } from './jobs';
import { authRoutes } from './modules/auth';
import { cartRoutes } from './modules/cart';
import { catalogueRoutes, wholeCatalogueBound } from './modules/catalogue';
import { dashboardRoutes } from './modules/dashboard';
import { healthRoutes } from './modules/health';
import { orderDeskRoutes } from './modules/order-desk';
import { OrderMails, ordersRoutes } from './modules/orders';
import { shopSettingsRoutes } from './modules/shop-settings';
import { registerCors } from './plugins/cors';
import { registerErrorHandling } from './plugins/errors';
import { registerMedia } from './plugins/media';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSitemap } from './plugins/sitemap';
import { registerStaticClient } from './plugins/static-client';
import { PublicCache } from './http/public-cache';
import { Replay, replayingServer } from './http/replay';
import { ShopEvents } from './cluster/index';
import type { App, AppDeps } from './types';
import type { HttpLimits } from './config';
import { systemClock, type Clock } from './clock';
import { loadShopSecrets } from './secrets/index';
import { confirmationRoutes, emailConfirmationChannel } from './modules/confirmation';
import { startWhatsapp, whatsappRoutes } from './modules/whatsapp';
import { shipmentsRoutes } from './modules/shipments';
import { returnsRoutes } from './modules/returns';
import { promoCodesRoutes, startPromoCodes } from './modules/promo-codes';
import { abandonedCartsRoutes } from './modules/abandoned-carts';
import { registerFeeds } from './modules/feeds';
import { teamRoutes } from './modules/team';
import { auditRoutes } from './modules/audit';

/**
 * What buildApp is given; it adds the parts that live as long as the app (the public cache, the
 * confirmation channels, the events between processes, the shared secrets read from the
 * database) and the system clock unless one is given.
 */
export type ShopDeps = Omit<AppDeps, 'publicCache' | 'clock' | 'confirmationChannels' | 'events' | 'secrets'> & {
  clock?: Clock;
  /** The database's URL, for the connection that hears the other processes' changes; none: this process only. */
  listenUrl?: string;
};

export type BuildAppOptions = {
  /** false in tests that do not want request logs. */
  logger?: boolean;
  /** Serve the built client from config.clientDir (default true). */
  serveClient?: boolean;
  /**
   * The background jobs (jobs.ts): on by default; false in tests, which run a job themselves
   * rather than meet it on a timer. `firstRunAfterMs` brings the start-up run forward.
   */
  backgroundJobs?: false | { firstRunAfterMs?: number };
  /** Closes the database once every module has finished closing (mails in flight, jobs). */
  closeDatabase?: () => Promise<void>;
};

/** Timeouts that cut slow and idle clients (see HttpLimits). */
function httpServerOptions(limits: HttpLimits): Partial<FastifyHttpOptions<Server>> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks the two timeouts above every connectionsCheckingInterval (30 s by
      // default), so a slow client could stay that much longer.
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
  };
}

/** Builds the whole shop (API, media, client) around the given dependencies; does not listen. */
export async function buildApp(shopDeps: ShopDeps, options: BuildAppOptions = {}): Promise<App> {
  const { listenUrl, ...given } = shopDeps;
  // The log exists once the app does; the events log only after the start.
  const eventLog = { warn: (details: object, message: string) => app.log.warn(details, message) };
  const prettyLogs = !shopDeps.config.production && process.stdout.isTTY;
  // The whole-catalogue answers written before Fastify's pipeline (http/replay.ts).
  const replay = new Replay();
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: options.logger === false ? false : { level: shopDeps.config.logLevel, ...(prettyLogs ? { transport: { target: 'pino-pretty' } } : {}) },
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (none by
    // default): anyone else could set it to dodge the per-IP limits.
    trustProxy: shopDeps.config.trustProxy.length > 0 ? shopDeps.config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    ...httpServerOptions(shopDeps.config.http),
    serverFactory: replayingServer(replay),
    // Every schema is a zod schema, checked and written by the zod compilers. Named here rather
    // than only set after construction, Fastify does not load its default JSON-schema compilers
    // (Ajv, fast-json-stringify) that nothing uses: about a tenth of the start-up's CPU.
    // (Fastify's types expect Ajv's signatures; Fastify calls both the same way as the compilers below.)
    schemaController: {
      compilersFactory: { buildValidator: () => validatorCompiler as never, buildSerializer: () => serializerCompiler as never },
    },
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  // Read (or made) once, before anything signs or checks: the same keys in every process on the database.
  const secrets = await loadShopSecrets(given.db, given.config, app.log).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  const deps: AppDeps = {
    ...given,
    // The given object itself when JWT_SECRET is set (tests change the config they gave in place).
    config: given.config.jwtSecret === secrets.jwt ? given.config : { ...given.config, jwtSecret: secrets.jwt },
    secrets,
    clock: shopDeps.clock ?? systemClock,
    // Room for the two whole-catalogue answers at their bound, with their compressed copies.
    publicCache: new PublicCache({ checkAnswers: !shopDeps.config.production, maxBytes: Math.max(32 * 1024 * 1024, 3 * wholeCatalogueBound(shopDeps.config.maxHeapMb)) }),
    confirmationChannels: [],
    events: new ShopEvents(shopDeps.db, { listenUrl, log: eventLog }),
  };
  // The caches listen to what changed, in this process or another, instead of being cleared by hand.
  deps.events.on((event) => {
    if (event.kind !== 'token-revoked') deps.publicCache.invalidate();
  });
  app.server.maxConnections = deps.config.http.maxConnections;
  // Its onResponse hook is added before any route, so it sees every reply.
  replay.attach(app, deps.publicCache, { logEveryRequest: options.logger !== false && ['debug', 'trace'].includes(deps.config.logLevel) });

  // Registered first so that it runs last: Fastify runs onClose hooks newest first, and the
  // modules' own hooks (mails still being sent, background jobs) need the database.
  if (options.closeDatabase) {
    const closeDatabase = options.closeDatabase;
    app.addHook('onClose', async () => closeDatabase());
  }
  // Before the database closes, after the modules: announcements still being sent go out.
  app.addHook('onReady', async () => deps.events.start());
  app.addHook('onClose', async () => deps.events.close());
  // Also after the modules' hooks: the order mails still queued go out before the connections close.
  app.addHook('onClose', async () => deps.mailer.close?.());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('orderMails', new OrderMails(app));
  deps.confirmationChannels.push(emailConfirmationChannel(app));
  startWhatsapp(app);
  startPromoCodes(app);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, deps.config.publicUrl);

  await registerCors(app, deps.config.corsOrigins);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app);
  await registerMedia(app, deps.storage);

  const modules = [
    healthRoutes,
    authRoutes,
    catalogueRoutes,
    cartRoutes,
    ordersRoutes,
    orderDeskRoutes,
    dashboardRoutes,
    shopSettingsRoutes,
    confirmationRoutes,
    whatsappRoutes,
    shipmentsRoutes,
    returnsRoutes,
    promoCodesRoutes,
    abandonedCartsRoutes,
    teamRoutes,
    auditRoutes,
  ];
  await app.register(async (api) => registerApi(api.withTypeProvider<ZodTypeProvider>(), modules.flatMap((routes) => routes(app))), { prefix: '/api' });
  startBackgroundJobs(app, options.backgroundJobs === false ? { timers: false } : (options.backgroundJobs ?? {}));
  registerSitemap(app);
  registerFeeds(app);

  await registerStaticClient(app, options.serveClient === false ? '/nonexistent' : deps.config.clientDir);
  return app;
}
