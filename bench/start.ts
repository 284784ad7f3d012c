/**
 * Start-up benchmark: how long the compiled server takes from `node dist/server/main.js` to a
 * 200 from /api/health on a built tree, as `npm run start:built` runs it (production mode,
 * the heap cap of the start script, demo catalogue). Builds what is out of date first, outside
 * the timing. Prints, for PGlite and PostgreSQL:
 *
 * - first start: a new data directory or database (PGlite's initdb, migrations, demo seed);
 * - restart: the same data again (what a deploy or a crash restart costs), median and worst.
 *
 *   npx tsx bench/start.ts [--runs 5] [--pglite]     (--pglite: the embedded database only)
 *
 * PostgreSQL: a scratch database next to DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildShop } from '../scripts/build.mjs';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { START_COMMAND } from '../src/server/test-support/shop-process';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, pglite: { type: 'boolean', default: false } },
});
const runs = Number(args.runs);
const PORT = 3971;

type Start = { wall: number; cpu: number };

/** CPU time (user + system) the process has used so far, in ms: unlike wall time, not inflated by other work on the machine. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 per second)
}

/** Wall and CPU milliseconds from spawning the compiled server to its first healthy answer; stops it after. */
async function timeToHealthy(env: Record<string, string>): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, START_COMMAND, {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return { wall: performance.now() - started, cpu: cpuMs(child.pid!) };
      if (performance.now() - started > 60_000) throw new Error('The shop did not become healthy within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

await buildShop({ ifStale: true });
console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores (wall times grow with it; cpu times much less)`);
for (const kind of args.pglite ? (['pglite'] as const) : (['pglite', 'postgres'] as const)) {
  const database = await createScratchDatabase(kind);
  try {
    const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' };
    const first = await timeToHealthy(env);
    const restarts: Start[] = [];
    for (let run = 0; run < runs; run++) restarts.push(await timeToHealthy(env));
    const wall = restarts.map((start) => start.wall);
    const cpu = restarts.map((start) => start.cpu);
    console.log(
      `${kind.padEnd(8)} first start ${ms(first.wall)} (cpu ${ms(first.cpu)})   ` +
        `restart median ${ms(median(wall))} (cpu ${ms(median(cpu))}), worst ${ms(Math.max(...wall))} (${runs} runs)`,
    );
  } finally {
    await database.dispose();
  }
}
