/**
 * Web benchmark: builds the client, serves the shop, and runs Lighthouse with mobile settings
 * on /home, /collections, /subCategory/{id}, /productDetails/{id} and /search?q=. Prints the
 * four category scores with LCP, TBT and CLS, the bytes a page transfers before its first
 * product image starts, and the gzipped JavaScript a shopper downloads for the home page.
 *
 *   npx tsx bench/web.ts [--runs 1]                   the demo catalogue on the embedded database
 *   npx tsx bench/web.ts --products 20000 [--runs 3]  a catalogue of that size on PostgreSQL
 *   ... --language ar                                 the same pages in Arabic (under /ar)
 *
 * With --products the demo catalogue is seeded into a scratch PostgreSQL database (next to
 * DATABASE_URL's, default postgres://postgres@127.0.0.1:5432/test) and cloned in SQL, pictures
 * included, across 40 categories, so every card has a real image (LCP is a real picture).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isLanguage, pathInLanguage } from '../src/shared/language';
import { adminCodeInStorefront, pageBundle } from '../scripts/bundle-report';
import pg from 'pg';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { startShopProcess } from '../src/server/test-support/shop-process';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '1' }, products: { type: 'string' }, language: { type: 'string', default: 'en' } } });
// --language ar measures the same pages under /ar (right to left, Arabic texts and typeface).
const language = isLanguage(args.language) ? args.language : 'en';
const runs = Number(args.runs);
const PORT = 3902;
const CATEGORIES = 40;
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

type NetworkRequest = { url: string; resourceType?: string; mimeType?: string; networkRequestTime: number; transferSize: number };
type LighthouseReport = {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
};

/** Bytes of every request that started before the first product picture (the shop's media), in KB. */
function kbBeforeFirstProductImage(report: LighthouseReport): number {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const firstImage = requests
    .filter((request) => request.resourceType === 'Image' && /\/media\//.test(request.url))
    .sort((a, b) => a.networkRequestTime - b.networkRequestTime)[0];
  if (!firstImage) return NaN;
  const before = requests.filter((request) => request.networkRequestTime < firstImage.networkRequestTime);
  return Math.round(before.reduce((sum, request) => sum + request.transferSize, 0) / 1024);
}

/**
 * Grows the seeded demo catalogue to `total` products in SQL: 40 categories, each clone a copy
 * of a demo product (its pictures and stock by size included) with a numbered title and an
 * older date, so the demo products stay the newest. The shop must not be running.
 */
async function growCatalogue(databaseUrl: string, total: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('begin');
    const existing = Number((await client.query('select count(*) from products')).rows[0].count);
    await client.query(
      `insert into categories (name, image_key)
       select c.ids[1 + g % cardinality(c.ids)] || ' ' || g, c.keys[1 + g % cardinality(c.keys)]
       from (select array_agg(name order by name) as ids, array_agg(image_key order by name) as keys from categories) c,
            generate_series(1, $1::int - (select count(*)::int from categories)) g`,
      [CATEGORIES],
    );
    await client.query(
      `create temp table clones on commit drop as
       select gen_random_uuid() as id, g, p.ids[1 + g % cardinality(p.ids)] as source_id, c.ids[1 + g % cardinality(c.ids)] as category_id
       from (select array_agg(id order by id) as ids from products) p, (select array_agg(id order by id) as ids from categories) c,
            generate_series(1, $1::int) g`,
      [Math.max(0, total - existing)],
    );
    await client.query(
      `insert into products (id, category_id, title, description, price_piastres, discount_percent, final_price_piastres, default_size, created_at, updated_at)
       select c.id, c.category_id, p.title || ' #' || c.g, p.description, p.price_piastres, p.discount_percent, p.final_price_piastres, p.default_size,
              now() - interval '1 day' - c.g * interval '1 minute', now() - interval '1 day' - c.g * interval '1 minute'
       from clones c join products p on p.id = c.source_id`,
    );
    await client.query(
      `insert into product_images (product_id, kind, image_key, position)
       select c.id, i.kind, i.image_key, i.position from clones c join product_images i on i.product_id = c.source_id`,
    );
    await client.query(
      `insert into product_sizes (product_id, size, quantity)
       select c.id, s.size, s.quantity from clones c join product_sizes s on s.product_id = c.source_id`,
    );
    await client.query('commit');
    await client.query('analyze');
    const { rows } = await client.query('select count(*)::int as products from products');
    console.log(`catalogue grown to ${rows[0].products} products in ${CATEGORIES} categories in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return rows[0].products as number;
  } finally {
    await client.end();
  }
}

function lighthouse(url: string, outDir: string, name: string): LighthouseReport {
  const output = path.join(outDir, `${name}.json`);
  // Lighthouse on a busy machine now and then fails to record its trace (NO_NAVSTART): try again.
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync(
        process.execPath,
        [path.resolve('node_modules/lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--output-path=${output}`, `--chrome-flags=${chromeFlags}`, '--form-factor=mobile'],
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      return JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const clientDir = path.resolve('dist/client');
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { stdio: 'inherit', env: { ...process.env, CLIENT_DIR: clientDir } });
  const home = pageBundle(clientDir, 'storefront/home/routes/home-page.tsx');
  const adminLeaks = adminCodeInStorefront(clientDir);

  const products = args.products ? Number(args.products) : undefined;
  const database = await createScratchDatabase(products ? 'postgres' : 'pglite');
  const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '', SEED_DEMO: 'true', CLIENT_DIR: clientDir, PUBLIC_URL: `http://127.0.0.1:${PORT}` };
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  if (products) {
    // Seeds the demo catalogue (and its pictures) once, then grows it with the shop stopped.
    await (await startShopProcess(env, PORT)).stop();
    await growCatalogue(database.databaseUrl!, products);
  }
  const shop = await startShopProcess(env, PORT);
  const rows: Array<Record<string, string | number>> = [];
  try {
    const { categories } = (await (await fetch(`${shop.url}/api/categories`)).json()) as { categories: Array<{ _id: string; productCount: number }> };
    const category = categories.find((c) => c.productCount > 0)!;
    const { products: inCategory } = (await (await fetch(`${shop.url}/api/products?category=${category._id}&pageSize=1`)).json()) as {
      products: Array<{ _id: string }>;
    };
    const pages = {
      '/home': '/home',
      '/collections': '/collections',
      '/subCategory/{id}': `/subCategory/${category._id}`,
      '/productDetails/{id}': `/productDetails/${inCategory[0]!._id}`,
      '/search?q=': '/search?q=shirt',
    };
    for (const [name, pagePath] of Object.entries(pages)) {
      const url = `${shop.url}${pathInLanguage(language, pagePath)}`;
      const reports = Array.from({ length: runs }, (_, run) => lighthouse(url, outDir, `${name.replace(/\W+/g, '_')}-${run}`));
      const score = (key: string) => Math.round(median(reports.map((r) => (r.categories[key]?.score ?? 0) * 100)));
      const audit = (key: string) => median(reports.map((r) => r.audits[key]?.numericValue ?? NaN));
      rows.push({
        page: pathInLanguage(language, name),
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
        'KB before 1st product image': median(reports.map(kbBeforeFirstProductImage)),
      });
    }
  } finally {
    console.log(`shop peak RSS ${shop.peakMemoryMb()} MB`);
    await shop.stop();
    await database.dispose();
  }
  console.log(`\nLighthouse (mobile emulation, simulated slow 4G), ${products ? `${products} products on PostgreSQL` : 'demo catalogue on PGlite'}, median of ${runs} run(s) per page; reports in ${outDir}`);
  console.table(rows);
  console.log(`home page JavaScript: ${(home.jsGzipBytes / 1024).toFixed(1)} KB gzipped in ${home.files.length} files (target <= 100 KB, aim 60); CSS ${(home.cssGzipBytes / 1024).toFixed(1)} KB gzipped`);
  console.log(`admin modules reachable from storefront pages: ${adminLeaks.length === 0 ? 'none' : JSON.stringify(adminLeaks)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
