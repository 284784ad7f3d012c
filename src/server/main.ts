import fs from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { MoveFromPgliteError } from './db/embedded/move-from-pglite';
import { createShop } from './server';

/** The heap cap this process was started with (the last --max-old-space-size wins, as in Node.js). */
function runningHeapCapMb(): number | undefined {
  const flags = [...(process.env.NODE_OPTIONS ?? '').split(/\s+/), ...process.execArgv];
  const caps = flags.map((flag) => /^--max-old-space-size=(\d+)$/.exec(flag)?.[1]).filter((cap) => cap !== undefined);
  return caps.length > 0 ? Number(caps.at(-1)) : undefined;
}

/** MAX_HEAP_MB is applied by the start scripts; a process started otherwise says so. */
function warnWhenHeapCapDiffers(log: { warn: (message: string) => void }, maxHeapMb: number) {
  const running = runningHeapCapMb();
  if (running === maxHeapMb) return;
  log.warn(
    `MAX_HEAP_MB is ${maxHeapMb} but this process runs with ${running === undefined ? "Node.js's default heap cap" : `--max-old-space-size=${running}`}: ` +
      'the cap is a Node.js flag, applied by `npm start` and `npm run start:built` from the environment (not from .env)',
  );
}

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
  warnWhenHeapCapDiffers(app.log, config.maxHeapMb);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`shop ready on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL server in ${config.dataDir}/postgres`})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MoveFromPgliteError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
});
