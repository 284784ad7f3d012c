/**
 * Web benchmark: builds the client, serves the shop (embedded database with the demo
 * catalogue), and runs Lighthouse with mobile settings on /home, /collections,
 * /subCategory/{id} and /productDetails/{id}. Prints the four category scores with LCP, TBT
 * and CLS, and the gzipped JavaScript a shopper downloads for the home page.
 *
 *   npx tsx bench/web.ts [--runs 1]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { adminCodeInStorefront, pageBundle } from '../scripts/bundle-report';
import { startShopProcess } from '../src/server/test-support/shop-process';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Number(args.runs);
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

type LighthouseReport = {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
};

function lighthouse(url: string, outDir: string, name: string): LighthouseReport {
  const output = path.join(outDir, `${name}.json`);
  execFileSync(
    process.execPath,
    [path.resolve('node_modules/lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--output-path=${output}`, `--chrome-flags=${chromeFlags}`, '--form-factor=mobile'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const clientDir = path.resolve('dist/client');
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { stdio: 'inherit', env: { ...process.env, CLIENT_DIR: clientDir } });
  const home = pageBundle(clientDir, 'storefront/home/routes/home-page.tsx');
  const adminLeaks = adminCodeInStorefront(clientDir);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-bench-'));
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  const shop = await startShopProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', CLIENT_DIR: clientDir, PUBLIC_URL: 'http://127.0.0.1:3902' }, 3902);
  const rows: Array<Record<string, string | number>> = [];
  try {
    const { categories } = (await (await fetch(`${shop.url}/api/category/with-products`)).json()) as {
      categories: Array<{ _id: string; products: Array<{ _id: string }> }>;
    };
    const category = categories.find((c) => c.products.length > 0)!;
    const pages = {
      '/home': '/home',
      '/collections': '/collections',
      '/subCategory/{id}': `/subCategory/${category._id}`,
      '/productDetails/{id}': `/productDetails/${category.products[0]!._id}`,
    };
    for (const [name, pagePath] of Object.entries(pages)) {
      const reports = Array.from({ length: runs }, (_, run) => lighthouse(`${shop.url}${pagePath}`, outDir, `${name.replace(/\W+/g, '_')}-${run}`));
      const score = (key: string) => Math.round(median(reports.map((r) => (r.categories[key]?.score ?? 0) * 100)));
      const audit = (key: string) => median(reports.map((r) => r.audits[key]?.numericValue ?? NaN));
      rows.push({
        page: name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      });
    }
  } finally {
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nLighthouse (mobile emulation, simulated slow 4G), median of ${runs} run(s) per page; reports in ${outDir}`);
  console.table(rows);
  console.log(`home page JavaScript: ${(home.jsGzipBytes / 1024).toFixed(1)} KB gzipped in ${home.files.length} files (target <= 100 KB, aim 60); CSS ${(home.cssGzipBytes / 1024).toFixed(1)} KB gzipped`);
  console.log(`admin modules reachable from storefront pages: ${adminLeaks.length === 0 ? 'none' : JSON.stringify(adminLeaks)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
