/**
 * The product feeds at size (issue 38), on PostgreSQL: builds a catalogue of 20,000 products
 * (40 categories, six sizes and three pictures each: 120,000 feed items), starts the compiled
 * shop, and downloads each feed once cold and once more: time, bytes (uncompressed, as the
 * fetcher reads them; and on the wire with gzip), the shop's resident memory before and at
 * its peak while it streams, and a conditional request's answer.
 *
 *   npx tsx bench/feeds.ts [--products 20000]
 */
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { generateCatalogue } from '../src/server/test-support/generated-catalogue';
import { startShopProcess } from '../src/server/test-support/shop-process';
import fs from 'node:fs';
import { rssDuring } from './lib/rss';

/** CPU seconds the shop process has used (user + system): on a shared machine, a figure the other loads do not stretch. */
const cpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const { values: args } = parseArgs({ options: { products: { type: 'string', default: '20000' } } });
const products = Number(args.products);
const CATEGORIES = 40;
const PORT = 3907;

/** Downloads a whole answer, counting its bytes (and lines) without keeping them. */
async function download(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of (response.body ?? []) as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    // indexOf, not a loop over every byte: the count must not cost more than the download.
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines++;
  }
  return { status: response.status, bytes, lines, ms: Math.round(performance.now() - started), etag: response.headers.get('etag') ?? '' };
}

/** Bytes on the wire with gzip (fetch would decompress: counted from the raw socket instead). */
async function gzipBytes(url: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

console.log(`load average at the start: ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} (2 cores)`);
const database = await createScratchDatabase('postgres');
const started = performance.now();
await generateCatalogue({ ...database, categories: CATEGORIES, productsPerCategory: Math.ceil(products / CATEGORIES), stockPerSize: 7 });
console.log(`${products.toLocaleString('en')} products built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const shop = await startShopProcess({ DATABASE_URL: database.databaseUrl!, DATA_DIR: database.dataDir, SEED_DEMO: 'false' }, PORT);
try {
  const rows = [];
  for (const path of ['/feeds/google.xml', '/feeds/meta.csv', '/feeds/google.xml?lang=ar']) {
    for (const [round, encoding] of [['first', 'identity'], ['second', 'identity'], ['gzip', 'gzip'], ['br', 'br']] as const) {
      const cpuBefore = cpuSeconds(shop.child.pid!);
      const run = await rssDuring(shop, () => download(`${shop.url}${path}`, { 'accept-encoding': encoding }));
      const cpu = (cpuSeconds(shop.child.pid!) - cpuBefore).toFixed(2);
      if (run.result.status !== 200) throw new Error(`${path}: ${run.result.status}`);
      rows.push({ feed: path, round, 'time s': (run.result.ms / 1000).toFixed(2), 'shop CPU s': cpu, MB: (run.result.bytes / 1024 / 1024).toFixed(1), lines: run.result.lines, 'RSS before MB': run.beforeMb, 'RSS peak MB': run.peakMb });
      if (round === 'br') {
        const again = await download(`${shop.url}${path}`, { 'if-none-match': run.result.etag });
        rows.push({ feed: path, round: 'If-None-Match', 'time s': (again.ms / 1000).toFixed(3), 'shop CPU s': '', MB: '0', lines: 0, 'RSS before MB': '', 'RSS peak MB': again.status });
      }
    }
    const gzipStarted = performance.now();
    console.log(`${path}: ${((await gzipBytes(`${shop.url}${path}`)) / 1024 / 1024).toFixed(1)} MB on the wire with gzip, in ${((performance.now() - gzipStarted) / 1000).toFixed(1)} s`);
  }
  console.table(rows);
  console.log(`shop peak RSS over the run: ${shop.peakMemoryMb()} MB`);
} finally {
  await shop.stop();
  await database.dispose();
}
