/**
 * Media benchmark: pictures served from a media folder the size of a 20,000-product
 * catalogue (a folder per product, each with its three WebP widths), against the shop started
 * as `npm start` does. Asks for pictures of products spread over the catalogue, a few at a
 * time as a browser does, and prints the shop's CPU per picture and the answer times.
 *
 *   npx tsx bench/media.ts [--products 20000] [--requests 2000]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { startShopProcess } from '../src/server/test-support/shop-process';

const { values: args } = parseArgs({ options: { products: { type: 'string', default: '20000' }, requests: { type: 'string', default: '2000' } } });
const products = Number(args.products);
const requests = Number(args.requests);
const PORT = 3992;
const CONCURRENCY = 6;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const cpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function main() {
  const database = await createScratchDatabase('pglite');
  // A small WebP (a real one is a few KB more; the cost measured here is finding the file).
  const picture = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');
  const keys: string[] = [];
  for (let index = 0; index < products; index++) {
    const productId = `5eed0001-0000-4000-8000-${String(index).padStart(12, '0')}`;
    const folder = path.join(database.dataDir, 'media', 'products', productId);
    fs.mkdirSync(folder, { recursive: true });
    for (const width of [320, 640, 1200]) fs.writeFileSync(path.join(folder, `00000000-0000-4000-8000-000000000000-${width}.webp`), picture);
    keys.push(`products/${productId}/00000000-0000-4000-8000-000000000000-640.webp`);
  }
  const shop = await startShopProcess({ DATA_DIR: database.dataDir, SEED_DEMO: 'false' }, PORT);
  try {
    const pid = shop.child.pid!;
    const times: number[] = [];
    let failures = 0;
    let next = 0;
    const cpuBefore = cpuSeconds(pid);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests) {
          const key = keys[(next++ * 7919) % keys.length]!;
          const begun = performance.now();
          const response = await fetch(`${shop.url}/media/${key}`);
          await response.arrayBuffer();
          if (response.status !== 200) failures++;
          times.push(performance.now() - begun);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(pid) - cpuBefore;
    times.sort((a, b) => a - b);
    console.log(`${products} product folders, ${requests} pictures, ${CONCURRENCY} at a time: ${failures} not 200`);
    console.log(`shop CPU per picture: ${((cpu / requests) * 1000).toFixed(2)} ms; ${(requests / seconds).toFixed(0)} pictures/s`);
    console.log(`answer time: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
  } finally {
    await shop.stop();
    await database.dispose();
  }
}

await main();
