import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { createSmtpMailer, type Mailer } from '../mail/mailer';
import { DiskMediaStorage } from '../storage/media-storage';
import type { App } from '../types';
import type { Clock } from '../clock';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';
import { startTestSmtpServer, type TestSmtpServer } from './smtp';
import { ensureWelcomeCode } from '../modules/promo-codes';

/** The test shop's ADMIN_EMAILS: tests that act as an admin use one of these addresses. */
export const testAdminEmails = ['admin@shop.test', 'owner@shop.test'] as const;

export type TestShop = {
  app: App;
  database: TestDatabase;
  config: Config;
  storage: DiskMediaStorage;
  smtp: TestSmtpServer;
  /** Empties the database and the media folder between tests. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The whole API on a fresh database of the given kind, with mail going through a real SMTP
 * server on loopback. Build one per test file and reset it between tests.
 */
export async function createTestShop(kind: DatabaseKind, overrides: Partial<Config> & { mailer?: Mailer; clock?: Clock; backgroundJobs?: BuildAppOptions['backgroundJobs'] } = {}): Promise<TestShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const smtp = await startTestSmtpServer();
  const { mailer: mailerOverride, clock, backgroundJobs = false, ...configOverrides } = overrides;
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://shop.test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    smtpUrl: smtp.url,
    jwtSecret: 'test-secret-that-is-long-enough-0123456789',
    // Admin tokens of the tests are for these addresses: the role is decided from this list at
    // every request (testAdminEmails), never from the token.
    adminEmails: [...testAdminEmails],
    // Every test request comes from one address, many with one phone number: the flood
    // limits are tested on their own (order-limits.test.ts).
    orderLimits: { perIp: 1_000_000, windowMinutes: 60, pendingPerPhone: 1_000_000 },
    ...configOverrides,
  };
  const database = await createTestDatabase(kind);
  const storage = new DiskMediaStorage(path.join(dataDir, 'media'), config.publicUrl);
  const mailer = mailerOverride ?? createSmtpMailer(smtp.url, config.mailFrom);
  // No background jobs unless asked: a test runs a job itself, never meets one on a timer.
  const app = await buildApp({ config, db: database.db, dbKind: database.kind, mailer, storage, clock, listenUrl: database.url }, { logger: false, serveClient: false, backgroundJobs });
  await app.ready();
  return {
    app,
    database,
    config,
    storage,
    smtp,
    reset: async () => {
      await database.reset();
      smtp.refuseNext(0);
      // A reset shop is a shop after its first start: WELCOME10 is there (issue 38).
      await ensureWelcomeCode(database.db);
      fs.rmSync(storage.root, { recursive: true, force: true });
      fs.mkdirSync(storage.root, { recursive: true });
      smtp.received.length = 0;
    },
    close: async () => {
      await app.close();
      await database.close();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
