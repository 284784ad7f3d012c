import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { MediaStorage } from './storage/media-storage';
import type { PublicCache } from './http/public-cache';
import type { ShopEvents } from './cluster/index';
import type { OrderMails } from './modules/orders';
import type { Clock } from './clock';
import type { ConfirmationChannel } from './modules/confirmation';
import type { ShopSecrets } from './secrets/index';

/** The Fastify instance every module registers its routes on, with zod schemas typed. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What the modules need from the outside world, given to buildApp. */
export type AppDeps = {
  /** The configuration, its jwtSecret completed with the shared secret when JWT_SECRET is unset (secrets). */
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  storage: MediaStorage;
  /** Cached public catalogue answers, cleared by the events of every shop process (app.ts). */
  publicCache: PublicCache;
  /** What changed, announced by the writes and heard by every shop process's caches (cluster/shop-events.ts). */
  events: ShopEvents;
  /** What time it is for the shop's time rules (order confirmation); tests give a ManualClock. */
  clock: Clock;
  /**
   * The ways a customer is asked to confirm an order (issue 34), told after each commit: the
   * e-mail channel is built in; the WhatsApp module pushes itself here when it is configured.
   */
  confirmationChannels: ConfirmationChannel[];
  /** The keys every process on the database signs and checks with: configured, else generated once into PostgreSQL (src/server/secrets). */
  secrets: ShopSecrets;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Order mails sent after commit, one at a time. */
    orderMails: OrderMails;
  }
}
