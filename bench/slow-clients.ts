/**
 * Slow-client benchmark: hundreds of connections each send a request body one byte a second
 * (a "slow POST" attack) against the shop started as `npm start` does, while /api/health is
 * asked four times a second. Prints how many slow bodies were cut (408) and when, the health
 * answers' latency and failures, the shop's open file handles and its peak memory.
 *
 *   npx tsx bench/slow-clients.ts [--connections 400] [--request-timeout 10000]
 */
import fs from 'node:fs';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { startShopProcess } from '../src/server/test-support/shop-process';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '400' },
    'request-timeout': { type: 'string', default: '10000' },
  },
});
const connections = Number(args.connections);
const requestTimeoutMs = Number(args['request-timeout']);
const PORT = 3990;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

type SlowOutcome = { cutAfterMs: number; status: string };

function slowBody(port: number): Promise<SlowOutcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write('POST /api/cart/add-to-cart HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n');
      timer = setInterval(() => socket.writable && socket.write('x'), 1000);
    });
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ cutAfterMs: performance.now() - started, status: /^HTTP\/1\.1 (\d+)/.exec(received)?.[1] ?? 'closed without an answer' });
    });
  });
}

function openFiles(pid: number): number {
  return fs.readdirSync(`/proc/${pid}/fd`).length;
}

async function main() {
  const database = await createScratchDatabase('pglite');
  const shop = await startShopProcess(
    { DATA_DIR: database.dataDir, SEED_DEMO: 'false', REQUEST_TIMEOUT_MS: String(requestTimeoutMs), HEADERS_TIMEOUT_MS: '5000' },
    PORT,
  );
  try {
    const filesBefore = openFiles(shop.child.pid!);
    const healthMs: number[] = [];
    let healthFailures = 0;
    let attackRunning = true;
    let peakFiles = filesBefore;
    const probe = (async () => {
      while (attackRunning) {
        const started = performance.now();
        try {
          const response = await fetch(`${shop.url}/api/health`);
          await response.arrayBuffer();
          if (response.status === 200) healthMs.push(performance.now() - started);
          else healthFailures++;
        } catch {
          healthFailures++;
        }
        peakFiles = Math.max(peakFiles, openFiles(shop.child.pid!));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: connections }, () => slowBody(PORT)));
    const attackMs = performance.now() - started;
    attackRunning = false;
    await probe;

    const statuses = new Map<string, number>();
    for (const outcome of outcomes) statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
    const cut = outcomes.map((outcome) => outcome.cutAfterMs).sort((a, b) => a - b);
    const health = [...healthMs].sort((a, b) => a - b);
    console.log(`slow bodies: ${connections} connections, one byte a second, REQUEST_TIMEOUT_MS=${requestTimeoutMs}`);
    console.log(`  answers: ${[...statuses].map(([status, count]) => `${status} x${count}`).join(', ')}`);
    console.log(`  cut after: min ${(cut[0]! / 1000).toFixed(1)} s, median ${(percentile(cut, 50) / 1000).toFixed(1)} s, max ${(cut.at(-1)! / 1000).toFixed(1)} s (all gone after ${(attackMs / 1000).toFixed(1)} s)`);
    console.log(`  /api/health meanwhile: ${health.length} answered 200, ${healthFailures} failed; p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms, max ${(health.at(-1) ?? 0).toFixed(1)} ms`);
    console.log(`  shop's open files: ${filesBefore} before, ${peakFiles} at peak, ${openFiles(shop.child.pid!)} after; peak RSS ${shop.peakMemoryMb()} MB`);
  } finally {
    await shop.stop();
    await database.dispose();
  }
}

await main();
