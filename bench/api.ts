/**
 * API benchmark: the shop in production mode on PostgreSQL (or PGlite with --pglite), with a
 * generated catalogue of 20 categories x 50 products, loaded with autocannon; a bare
 * node:http server answering the same bytes from memory is loaded in the same run as the
 * yardstick. Prints req/s, p50 and p99 latency, the shop/bare ratio and peak memory.
 *
 * Every request carries the Accept-Encoding a browser sends, so the shop answers as it does to
 * shoppers (brotli), and the bare server answers the same compressed bytes.
 *
 *   npx tsx bench/api.ts [--pglite] [--seconds 10] [--connections 50] [--port 3900] [--log-level warn] [--rounds 3] [--bare-headers minimal|same]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { generateCatalogue } from '../src/server/test-support/generated-catalogue';
import { BROWSER_HEADERS, load, type LoadResult } from './lib/load';
import { startShopProcess } from '../src/server/test-support/shop-process';

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3900' },
    // The shop's LOG_LEVEL (startShopProcess's default is warn; production's is info).
    'log-level': { type: 'string', default: 'warn' },
    // The bare server's headers: 'minimal' (content-type, content-encoding: the yardstick until
    // session 18) or 'same' (every header the shop sends: the same bytes on the wire).
    'bare-headers': { type: 'string', default: 'minimal' },
    // Alternate rounds of the catalogue on the shop and on the bare server.
    rounds: { type: 'string', default: '3' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const kind = args.pglite ? 'pglite' : 'postgres';

/**
 * The yardstick: a bare node:http server in a process of its own (as the shop is, so neither
 * shares an event loop with autocannon) answering the given bytes and headers from memory.
 */
async function startBareServer(body: Buffer, headers: Record<string, string>) {
  const bodyFile = path.join(os.tmpdir(), `bench-bare-${process.pid}.bin`);
  fs.writeFileSync(bodyFile, body);
  const source = `
    const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
    const headers = { ...${JSON.stringify(headers)}, 'content-length': body.length };
    const server = require('node:http').createServer((request, response) => { response.writeHead(200, headers); response.end(body); });
    server.listen(0, '127.0.0.1', () => process.send(server.address().port));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(Number(message)));
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    close: async () => {
      child.kill();
      fs.rmSync(bodyFile, { force: true });
    },
  };
}

async function main() {
  const database = await createScratchDatabase(kind);
  console.log(`Generating 20 x 50 products on ${kind}...`);
  const { productIds } = await generateCatalogue({ ...database, categories: 20, productsPerCategory: 50, stockPerSize: 50 });
  const shop = await startShopProcess({ DATABASE_URL: database.databaseUrl ?? '', DATA_DIR: database.dataDir, SEED_DEMO: 'false', LOG_LEVEL: args['log-level'] }, Number(args.port));
  try {
    const startupPeakMb = shop.peakMemoryMb();
    const catalogueUrl = `${shop.url}/api/category/with-products`;
    const catalogueResponse = await fetch(catalogueUrl);
    const catalogueJson = Buffer.from(await catalogueResponse.arrayBuffer());
    // The bytes on the wire, as the shop sends them to a browser (fetch would decompress them).
    const onTheWire = await new Promise<{ body: Buffer; headers: Record<string, string>; allHeaders: Record<string, string> }>((resolve, reject) => {
      http
        .get(catalogueUrl, { headers: BROWSER_HEADERS }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              body: Buffer.concat(chunks),
              headers: { 'content-type': String(response.headers['content-type']), 'content-encoding': String(response.headers['content-encoding'] ?? 'identity') },
              // Every header the shop sent but those node:http writes itself.
              allHeaders: Object.fromEntries(
                Object.entries(response.headers)
                  .filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name))
                  .map(([name, value]) => [name, String(value)]),
              ),
            }),
          );
        })
        .on('error', reject);
    });
    console.log(
      `catalogue answer: ${catalogueResponse.status}, ${(catalogueJson.length / 1024).toFixed(0)} KB of JSON, ` +
        `${(onTheWire.body.length / 1024).toFixed(0)} KB on the wire (${onTheWire.headers['content-encoding']})`,
    );

    const productId = productIds[Math.floor(productIds.length / 2)]!;
    const guestId = crypto.randomUUID();
    for (const [index, id] of productIds.slice(0, 3).entries()) {
      const added = await fetch(`${shop.url}/api/cart/add-to-cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', guestid: guestId },
        body: JSON.stringify({ productId: id, quantity: index + 1, size: 'm' }),
      });
      if (!added.ok) throw new Error(`add-to-cart answered ${added.status}: ${await added.text()}`);
    }

    // Each route's row carries the shop's peak resident memory once that route has been loaded.
    const results: Array<LoadResult & { peakMb?: number }> = [];
    const loadShop = async (name: string, url: string, extraHeaders: Record<string, string> = {}) =>
      results.push({ ...(await load(name, url, { connections, seconds, headers: { ...BROWSER_HEADERS, ...extraHeaders } })), peakMb: shop.peakMemoryMb() });
    await loadShop('GET /api/category/with-products', catalogueUrl);
    await loadShop('GET /api/product/by-product/{id}', `${shop.url}/api/product/by-product/${productId}`);
    await loadShop('GET /api/cart/my-cart (guest, 3 lines)', `${shop.url}/api/cart/my-cart`, { guestid: guestId });
    const conditional = catalogueResponse.headers.get('etag');
    if (conditional) await loadShop('GET catalogue with If-None-Match (304)', catalogueUrl, { 'if-none-match': conditional });
    const peakMemoryMb = shop.peakMemoryMb();

    // The catalogue against the bare server in alternate rounds: the machine is shared, and a
    // burst of someone else's work then weighs on both sides instead of on one.
    const bare = await startBareServer(onTheWire.body, args['bare-headers'] === 'same' ? onTheWire.allHeaders : onTheWire.headers);
    console.log(`bare server's headers: ${args['bare-headers'] === 'same' ? "all of the shop's (security headers, etag, cache-control, vary...)" : 'content-type and content-encoding only'}`);
    const rounds: Array<{ shop: LoadResult; bare: LoadResult }> = [];
    try {
      for (let round = 1; round <= Number(args.rounds); round++) {
        const shopRound = await load(`shop catalogue, round ${round}`, catalogueUrl, { connections, seconds, headers: BROWSER_HEADERS, cpuOf: shop.child.pid });
        const bareRound = await load(`bare node:http, same catalogue bytes, round ${round}`, bare.url, { connections, seconds, headers: BROWSER_HEADERS, cpuOf: bare.pid });
        rounds.push({ shop: shopRound, bare: bareRound });
      }
    } finally {
      await bare.close();
    }
    for (const round of rounds) results.push(round.shop, round.bare);

    console.log(`\nAPI benchmark on ${kind}: ${connections} connections, ${seconds} s per route after a 3 s warm-up`);
    console.table(results.map((r) => ({ route: r.name, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50, 'p99 ms': r.p99, non2xx: r.non2xx, errors: r.errors, 'CPU ms/1000': r.cpuMsPer1000 ?? '', 'shop peak MB': r.peakMb ?? '' })));
    const catalogue = results[0]!;
    const ratios = rounds.map((round) => round.shop.requestsPerSecond / round.bare.requestsPerSecond).sort((a, b) => a - b);
    const median = ratios[Math.floor(ratios.length / 2)]!;
    // CPU per answer, bare/shop: above 100% when the shop spends less on each answer than the bare server.
    const cpuRatios = rounds.map((round) => (round.bare.cpuMsPer1000 ?? 0) / (round.shop.cpuMsPer1000 ?? 1)).sort((a, b) => a - b);
    const cpuMedian = cpuRatios[Math.floor(cpuRatios.length / 2)]!;
    const memoryTarget = kind === 'postgres' ? 250 : 600;
    console.log(
      `catalogue shop/bare throughput, median of ${ratios.length} alternate rounds: ${(median * 100).toFixed(0)}% ` +
        `(rounds: ${ratios.map((ratio) => `${(ratio * 100).toFixed(0)}%`).join(', ')}; target >= 100%, issue 39)`,
    );
    console.log(
      `catalogue CPU per answer, bare/shop, median of ${cpuRatios.length} rounds: ${(cpuMedian * 100).toFixed(0)}% ` +
        `(rounds: ${cpuRatios.map((ratio) => `${(ratio * 100).toFixed(0)}%`).join(', ')}; 100% = the shop spends what the bare server spends)`,
    );
    // Other work on the machine only ever slows a round down: each side's best round is the
    // nearest to what it does alone.
    const best = (side: 'shop' | 'bare') => Math.max(...rounds.map((round) => round[side].requestsPerSecond));
    const leanest = (side: 'shop' | 'bare') => Math.min(...rounds.map((round) => round[side].cpuMsPer1000 ?? Infinity));
    console.log(
      `catalogue best rounds: shop ${best('shop')} req/s, bare ${best('bare')} req/s (${((best('shop') / best('bare')) * 100).toFixed(0)}%); ` +
        `least CPU per 1,000 answers: shop ${leanest('shop')} ms, bare ${leanest('bare')} ms (bare/shop ${((leanest('bare') / leanest('shop')) * 100).toFixed(0)}%)`,
    );
    console.log(`catalogue p99: ${catalogue.p99} ms (target < 25 ms)`);
    console.log(`shop peak resident memory: ${peakMemoryMb} MB (target < ${memoryTarget} MB on ${kind}); ${startupPeakMb} MB when it became healthy`);
  } finally {
    await shop.stop();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
