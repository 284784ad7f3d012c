/**
 * One shop process against two behind nginx (deploy/nginx.conf), side by side in one run, on
 * one PostgreSQL database: the catalogue (the whole-catalogue answer and a listing page, 50
 * connections) and the checkout rush (concurrent shoppers placing orders on scarce stock).
 * A third column, one process behind the same nginx, shows what the proxy itself costs.
 *
 *   npx tsx bench/cluster.ts [--seconds 8] [--shoppers 200] [--rounds 2] [--port 4311]
 *
 * Ports: --port and the next three (the shops and nginx).
 */
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { generateCatalogue } from '../src/server/test-support/generated-catalogue';
import { startShopProcess, type ShopProcess } from '../src/server/test-support/shop-process';
import { startNginx, type NginxProxy } from '../src/server/test-support/nginx-proxy';
import { checkStockBalance, runCheckoutRounds } from './lib/checkout-rounds';
import { BROWSER_HEADERS, load } from './lib/load';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    shoppers: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: '4311' },
  },
});
const seconds = Number(args.seconds);
const shoppers = Number(args.shoppers);
const rounds = Number(args.rounds);
const basePort = Number(args.port);

type Setup = { name: string; processes: number; proxied: boolean };
const SETUPS: Setup[] = [
  { name: 'one process', processes: 1, proxied: false },
  { name: 'one behind nginx', processes: 1, proxied: true },
  { name: 'two behind nginx', processes: 2, proxied: true },
];

async function main() {
  const database = await createScratchDatabase('postgres');
  // 1,000 products in 20 categories for the catalogue; the checkout sells 60 of them per setup (4 per size).
  console.log('Generating 20 x 50 products...');
  const { productIds } = await generateCatalogue({ ...database, categories: 20, productsPerCategory: 50, stockPerSize: 4 });
  const rows: Record<string, Record<string, string | number>> = {};
  const sold: string[] = [];
  try {
    for (const [index, setup] of SETUPS.entries()) {
      const env = { DATABASE_URL: database.databaseUrl!, DATA_DIR: database.dataDir, SEED_DEMO: 'false', TRUST_PROXY: 'loopback' };
      const ports = Array.from({ length: setup.processes }, (_, i) => basePort + i);
      const shops: ShopProcess[] = await Promise.all(ports.map((port) => startShopProcess(env, port)));
      let proxy: NginxProxy | undefined;
      try {
        if (setup.proxied) proxy = await startNginx(ports, basePort + 3);
        const url = proxy?.url ?? shops[0]!.url;
        const column: Record<string, string | number> = {};
        for (const [name, path] of [
          ['with-products', '/api/category/with-products'],
          ['listing page', '/api/products?pageSize=24'],
        ] as const) {
          const result = await load(name, `${url}${path}`, { connections: 50, seconds, headers: BROWSER_HEADERS });
          column[`${name} req/s`] = result.requestsPerSecond;
          column[`${name} p99 ms`] = result.p99;
          if (result.non2xx || result.errors) column[`${name} failures`] = result.non2xx + result.errors;
        }
        const ids = productIds.slice(index * 60, index * 60 + 60);
        sold.push(...ids);
        const checkout = await runCheckoutRounds(url, { warmUpIds: ids.slice(0, 15), productIds: ids.slice(15), shoppers, rounds });
        column['checkout orders/s'] = Math.round(checkout.reduce((sum, row) => sum + row['orders/s'], 0) / checkout.length);
        column['checkout requests/s'] = Math.round(checkout.reduce((sum, row) => sum + row['requests/s'], 0) / checkout.length);
        column['checkout p99 ms'] = Math.max(...checkout.map((row) => row['p99 ms']));
        column['checkout other answers'] = checkout.reduce((sum, row) => sum + row['other answers'], 0);
        column['peak MB per process'] = Math.max(...shops.map((shop) => shop.peakMemoryMb()));
        rows[setup.name] = column;
        console.log(setup.name, column);
      } finally {
        await proxy?.close();
        await Promise.all(shops.map((shop) => shop.stop()));
      }
    }
    const balance = await checkStockBalance(database, sold);
    console.log(`\nCluster benchmark: 1,000 products, 50 connections x ${seconds} s per route after a 3 s warm-up; checkout ${shoppers} shoppers x ${rounds} rounds`);
    const metrics = Object.keys(rows[SETUPS[0]!.name]!);
    console.table(Object.fromEntries(metrics.map((metric) => [metric, Object.fromEntries(SETUPS.map((setup) => [setup.name, rows[setup.name]?.[metric] ?? '']))])));
    console.log(`stock: ${balance.sizes} sizes checked, ${balance.unbalanced} unbalanced, ${balance.negative} negative`);
    if (balance.unbalanced || balance.negative) process.exitCode = 1;
  } finally {
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
