import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { buildShop } from '../../../scripts/build.mjs';
import { DEFAULT_MAX_HEAP_MB } from '../config';
import { stopLeftServer } from '../db/embedded/embedded-server';

export type ShopProcess = {
  url: string;
  child: ChildProcess;
  /** Peak resident memory of the shop process so far, in MB (VmHWM). */
  peakMemoryMb: () => number;
  stop: () => Promise<void>;
};

/** The command line of package.json's start script after its build step (MAX_HEAP_MB as its shell expands it). */
export const START_COMMAND = [`--max-old-space-size=${process.env.MAX_HEAP_MB || DEFAULT_MAX_HEAP_MB}`, 'dist/server/main.js'];

/**
 * Starts the shop as `npm start` does (the compiled server in production mode, built client;
 * building what is out of date first), as its own process so its memory can be read, and
 * waits for /api/health.
 */
export async function startShopProcess(
  env: Record<string, string | undefined>,
  port: number,
  options: { onOutput?: (text: string) => void } = {},
): Promise<ShopProcess> {
  await buildShop({ ifStale: true });
  const child = spawn(process.execPath, START_COMMAND, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Tests and benchmarks play many shoppers from one address.
      ORDER_LIMIT_PER_IP: '1000000',
      PENDING_ORDER_LIMIT_PER_PHONE: '1000000',
      ...env,
    },
    // Its log (stdout) and errors to the test that reads them, else to the test run's own output.
    stdio: options.onOutput ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (options.onOutput) for (const stream of [child.stdout!, child.stderr!]) stream.setEncoding('utf8').on('data', options.onOutput);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      // Not left running behind the failure (it would hold its data folder and port), nor the
      // embedded server it may have started (it outlives its shop, to be found after a crash).
      child.kill('SIGKILL');
      if (!env.DATABASE_URL && env.DATA_DIR) await stopLeftServer(env.DATA_DIR);
      throw new Error('The shop did not become healthy within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    peakMemoryMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
