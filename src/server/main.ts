import fs from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/client';
import { createShop } from './server';

async function main(): Promise<void> {
  // A .env beside package.json is read when present; real environment variables win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const app = await createShop(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`shop ready on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
