import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { MediaStorage } from './storage/media-storage';
import type { PublicCache } from './http/public-cache';

/** The Fastify instance every module registers its routes on, with zod schemas typed. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What the modules need from the outside world, given to buildApp. */
export type AppDeps = {
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  storage: MediaStorage;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Cached public catalogue answers; catalogue and stock writes call invalidate(). */
    publicCache: PublicCache;
  }
}
