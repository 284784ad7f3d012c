import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export type ShopProcess = {
  url: string;
  child: ChildProcess;
  /** Peak resident memory of the shop process so far, in MB (VmHWM). */
  peakMemoryMb: () => number;
  stop: () => Promise<void>;
};

/** The Node.js flags of package.json's start script. */
export const START_NODE_FLAGS = ['--max-old-space-size=160', '--import', 'tsx'];

/**
 * Starts the shop as `npm start` does (production mode, built client), as its own process so
 * its memory can be read, and waits for /api/health.
 */
export async function startShopProcess(env: Record<string, string | undefined>, port: number): Promise<ShopProcess> {
  const child = spawn(process.execPath, [...START_NODE_FLAGS, 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
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
    if (Date.now() > deadline) throw new Error('The shop did not become healthy within 60 s');
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
