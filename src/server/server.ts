import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { withStartLock } from './cluster/index';
import { seedDemoCatalogue } from './db/seed';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { openMediaStorage } from './storage/open-media-storage';
import type { App } from './types';

/** Opens the database, applies migrations, seeds the demo catalogue when empty, builds the app. */
export async function createShop(config: Config, options: { logger?: boolean } = {}): Promise<App> {
  const bootLog = pino({ level: options.logger === false ? 'silent' : config.logLevel });
  const handle = await openDatabase({ ...config, log: (message, level = 'info') => bootLog[level](message) });
  try {
    const storage = await openMediaStorage(config);
    const mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, bootLog);
    // One process at a time, when several start together on one database.
    await withStartLock(handle.url, async () => {
      await migrate(handle);
      if (config.seedDemo) {
        const seeded = await seedDemoCatalogue(handle.db, storage);
        if (seeded) bootLog.info(seeded, 'seeded the demo catalogue');
      }
    });
    return await buildApp({ config, db: handle.db, dbKind: handle.kind, mailer, storage, listenUrl: handle.url }, { ...options, closeDatabase: handle.close });
  } catch (error) {
    await handle.close();
    throw error;
  }
}
