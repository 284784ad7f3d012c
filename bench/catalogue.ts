/**
 * The catalogue at size, on PostgreSQL: for each catalogue size (default 1,000 and 20,000
 * products in 40 categories, six sizes and three pictures each) builds the catalogue, starts
 * the compiled shop, and prints
 *
 * - p50/p99 and req/s at 50 connections of the storefront's listing: a page, a filtered and
 *   sorted page, a search (exact words and a typo) and the categories with their counts; each
 *   repeated (the public cache answers most) and then, for pages and searches, a different one
 *   on every request (the cache, 1,000 answers, misses nearly all of them);
 * - the spec's whole-catalogue calls (with-products, product/all) once each: time, bytes, and
 *   the shop's resident memory before and at its peak while they stream;
 * - the shop's peak resident memory over the run (the issue's target: under 250 MB, and flat
 *   from 1,000 to 20,000 products).
 *
 *   npx tsx bench/catalogue.ts [--sizes 1000,20000] [--seconds 10] [--port 3906]
 */
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { generateCatalogue } from '../src/server/test-support/generated-catalogue';
import { startShopProcess } from '../src/server/test-support/shop-process';
import { BROWSER_HEADERS, load, type LoadResult } from './lib/load';
import { PRODUCT_SORTS } from '../src/shared/product-list-options';
import { SIZES } from '../src/shared/sizes';
import { rssDuring } from './lib/rss';

const { values: args } = parseArgs({
  options: { sizes: { type: 'string', default: '1000,20000' }, seconds: { type: 'string', default: '10' }, port: { type: 'string', default: '3906' } },
});
const sizes = args.sizes.split(',').map(Number);
const seconds = Number(args.seconds);
const CATEGORIES = 40;
const PORT = Number(args.port);

/** Downloads a whole answer (fetch decompresses it), counting its JSON bytes without keeping them. */
async function download(url: string): Promise<{ bytes: number; ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: BROWSER_HEADERS });
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return { bytes, ms: Math.round(performance.now() - started), status: response.status };
}

async function measure(products: number) {
  const database = await createScratchDatabase('postgres');
  const started = performance.now();
  await generateCatalogue({ ...database, categories: CATEGORIES, productsPerCategory: Math.ceil(products / CATEGORIES), stockPerSize: 7 });
  console.log(`\n${products.toLocaleString('en')} products built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const shop = await startShopProcess({ DATABASE_URL: database.databaseUrl!, DATA_DIR: database.dataDir, SEED_DEMO: 'false' }, PORT);
  try {
    const { categories } = (await (await fetch(`${shop.url}/api/categories`)).json()) as { categories: Array<{ _id: string }> };
    const calls: Array<[string, string]> = [
      ['GET /api/products (first page)', '/api/products'],
      ['GET /api/products?page=20', '/api/products?page=20'],
      ['filtered: category, size, price, sorted', `/api/products?category=${categories[3]!._id}&size=m&minPrice=300&sort=price-asc`],
      ['search: "product 12-3"', `/api/products?q=${encodeURIComponent('product 12-3')}`],
      ['search with a typo: "prodcut 12"', `/api/products?q=${encodeURIComponent('prodcut 12')}`],
      ['GET /api/categories', '/api/categories'],
    ];
    const results: Array<LoadResult & { peakMb: number }> = [];
    for (const [name, path] of calls) {
      const check = await fetch(`${shop.url}${path}`);
      if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      results.push({ ...(await load(name, `${shop.url}${path}`, { connections: 50, seconds, headers: BROWSER_HEADERS })), peakMb: shop.peakMemoryMb() });
    }
    // Shoppers ask for many different lists: these are (nearly) never answered from the cache.
    const pages = Math.ceil(products / 24);
    const productsPerCategory = Math.ceil(products / CATEGORIES);
    const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
    const uncached: Array<[string, () => string]> = [
      ['uncached: any page', () => `/api/products?page=${1 + Math.floor(Math.random() * pages)}&sort=${pick(PRODUCT_SORTS)}`],
      ['uncached: category, size, price, page', () => `/api/products?category=${pick(categories)._id}&size=${pick(SIZES)}&minPrice=${100 * Math.floor(Math.random() * 6)}&page=${1 + Math.floor(Math.random() * 5)}`],
      ['uncached: search "product N-M"', () => `/api/products?q=${encodeURIComponent(`product ${1 + Math.floor(Math.random() * CATEGORIES)}-${1 + Math.floor(Math.random() * productsPerCategory)}`)}`],
    ];
    for (const [name, nextPath] of uncached) {
      results.push({ ...(await load(name, `${shop.url}/api/products`, { connections: 50, seconds, headers: BROWSER_HEADERS, nextPath })), peakMb: shop.peakMemoryMb() });
    }
    console.log(`Storefront listing at ${products.toLocaleString('en')} products, 50 connections, ${seconds} s per call after a 3 s warm-up`);
    console.table(results.map((r) => ({ call: r.name, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50, 'p99 ms': r.p99, non2xx: r.non2xx, errors: r.errors, 'shop peak MB': r.peakMb })));
    for (const path of ['/api/category/with-products', '/api/product/all']) {
      const run = await rssDuring(shop, () => download(`${shop.url}${path}`));
      console.log(
        `${path}: ${run.result.status}, ${(run.result.bytes / 1024).toFixed(0)} KB of JSON in ${(run.result.ms / 1000).toFixed(1)} s; ` +
          `shop RSS ${run.beforeMb} MB before, ${run.peakMb} MB at its peak`,
      );
    }
    console.log(`shop peak RSS over the run: ${shop.peakMemoryMb()} MB (target < 250 MB, flat from 1,000 to 20,000 products)`);
  } finally {
    await shop.stop();
    await database.dispose();
  }
}

for (const products of sizes) await measure(products);
