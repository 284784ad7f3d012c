import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoCatalogue } from './db/seed';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { DiskMediaStorage } from './storage/media-storage';
import type { App } from './types';

/** Opens the database, applies migrations, seeds the demo catalogue when empty, builds the app. */
export async function createShop(config: Config, options: { logger?: boolean } = {}): Promise<App> {
  const bootLog = pino({ level: options.logger === false ? 'silent' : config.logLevel });
  const handle = await openDatabase({ ...config, log: (message, level = 'info') => bootLog[level](message) });
  try {
    await migrate(handle);
    const storage = new DiskMediaStorage(path.join(config.dataDir, 'media'), config.publicUrl);
    const mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, bootLog);
    if (config.seedDemo) {
      const seeded = await seedDemoCatalogue(handle.db, storage);
      if (seeded) bootLog.info(seeded, 'seeded the demo catalogue');
    }
    return await buildApp({ config, db: handle.db, dbKind: handle.kind, mailer, storage }, { ...options, closeDatabase: handle.close });
  } catch (error) {
    await handle.close();
    throw error;
  }
}
