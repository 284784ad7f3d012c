/**
 * API benchmark: the shop in production mode on PostgreSQL (or PGlite with --pglite), with a
 * generated catalogue of 20 categories x 50 products, loaded with autocannon; a bare
 * node:http server answering the same bytes from memory is loaded in the same run as the
 * yardstick. Prints req/s, p50 and p99 latency, the shop/bare ratio and peak memory.
 *
 *   npx tsx bench/api.ts [--pglite] [--seconds 10] [--connections 50]
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { generateCatalogue } from '../src/server/test-support/generated-catalogue';
import { load, type LoadResult } from './lib/load';
import { startShopProcess } from '../src/server/test-support/shop-process';

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const kind = args.pglite ? 'pglite' : 'postgres';

async function startBareServer(body: Buffer, contentType: string) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function main() {
  const database = await createScratchDatabase(kind);
  console.log(`Generating 20 x 50 products on ${kind}...`);
  const { productIds } = await generateCatalogue({ ...database, categories: 20, productsPerCategory: 50, stockPerSize: 50 });
  const shop = await startShopProcess({ DATABASE_URL: database.databaseUrl ?? '', DATA_DIR: database.dataDir, SEED_DEMO: 'false' }, 3900);
  try {
    const catalogueUrl = `${shop.url}/api/category/with-products`;
    const catalogueResponse = await fetch(catalogueUrl);
    const catalogueBody = Buffer.from(await catalogueResponse.arrayBuffer());
    console.log(`catalogue answer: ${catalogueResponse.status}, ${(catalogueBody.length / 1024).toFixed(0)} KB`);

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

    const results: LoadResult[] = [];
    results.push(await load('GET /api/category/with-products', catalogueUrl, { connections, seconds }));
    results.push(await load('GET /api/product/by-product/{id}', `${shop.url}/api/product/by-product/${productId}`, { connections, seconds }));
    results.push(await load('GET /api/cart/my-cart', `${shop.url}/api/cart/my-cart`, { connections, seconds, headers: { guestid: guestId } }));
    const conditional = catalogueResponse.headers.get('etag');
    if (conditional) {
      results.push(await load('GET catalogue with If-None-Match (304)', catalogueUrl, { connections, seconds, headers: { 'if-none-match': conditional } }));
    }
    const peakMemoryMb = shop.peakMemoryMb();

    const bare = await startBareServer(catalogueBody, catalogueResponse.headers.get('content-type') ?? 'application/json');
    const bareResult = await load('bare node:http, same catalogue bytes', bare.url, { connections, seconds });
    await bare.close();
    results.push(bareResult);

    console.log(`\nAPI benchmark on ${kind}: ${connections} connections, ${seconds} s per route after a 3 s warm-up`);
    console.table(results.map((r) => ({ route: r.name, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50, 'p99 ms': r.p99, non2xx: r.non2xx, errors: r.errors })));
    const catalogue = results[0]!;
    const ratio = catalogue.requestsPerSecond / bareResult.requestsPerSecond;
    const memoryTarget = kind === 'postgres' ? 250 : 600;
    console.log(`catalogue shop/bare throughput: ${(ratio * 100).toFixed(0)}% (target >= 60%)`);
    console.log(`catalogue p99: ${catalogue.p99} ms (target < 25 ms)`);
    console.log(`shop peak resident memory: ${peakMemoryMb} MB (target < ${memoryTarget} MB on ${kind})`);
  } finally {
    await shop.stop();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
