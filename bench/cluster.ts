/**
 * One shop process against two behind nginx (deploy/nginx.conf), side by side in one run, on
 * one PostgreSQL database: the catalogue (the whole-catalogue answer and a listing page, 50
 * connections) and the checkout rush (concurrent shoppers placing orders on scarce stock).
 * A third column, one process behind the same nginx, shows what the proxy itself costs.
 * On a machine of two cores the two processes share them: the figures show what the proxy
 * and a second process cost and that nothing breaks, not the gain of a second machine.
 *
 *   npx tsx bench/cluster.ts [--seconds 8] [--shoppers 200] [--rounds 3] [--port 4311]
 *
 * Ports: --port and the next three (the shops and nginx).
 */
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { generateCatalogue } from '../src/server/test-support/generated-catalogue';
import { buildShop } from '../scripts/build.mjs';
import { startShopProcess, type ShopProcess } from '../src/server/test-support/shop-process';
import { startNginx, type NginxProxy } from '../src/server/test-support/nginx-proxy';
import { checkStockBalance, runCheckoutRounds } from './lib/checkout-rounds';
import { BROWSER_HEADERS, load } from './lib/load';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    shoppers: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '4311' },
  },
});
const seconds = Number(args.seconds);
const shoppers = Number(args.shoppers);
const rounds = Number(args.rounds);
const basePort = Number(args.port);

/**
 * The three setups share two shop processes and two nginx instances, all started at once, and
 * are measured in turn, route by route and round by round: on a machine whose load moves
 * (this one is shared), measuring one setup after the other compared minutes, not setups.
 */
type Setup = { name: string; url: string };

async function main() {
  const database = await createScratchDatabase('postgres');
  // 1,000 products in 20 categories for the catalogue; the checkout sells 60 of them per setup and round (4 per size).
  console.log('Generating 20 x 50 products...');
  const { productIds } = await generateCatalogue({ ...database, categories: 20, productsPerCategory: 50, stockPerSize: 4 });
  const env = { DATABASE_URL: database.databaseUrl!, DATA_DIR: database.dataDir, SEED_DEMO: 'false', TRUST_PROXY: 'loopback' };
  // Built once before both start: two builds of a stale tree at once would remove each other's files.
  await buildShop({ ifStale: true });
  const shops: ShopProcess[] = await Promise.all([basePort, basePort + 1].map((port) => startShopProcess(env, port)));
  const proxies: NginxProxy[] = [];
  const rows: Record<string, Record<string, number[]>> = {};
  const record = (setup: string, metric: string, value: number) => ((rows[setup] ??= {})[metric] ??= []).push(value);
  const sold: string[] = [];
  try {
    proxies.push(await startNginx([basePort], basePort + 2), await startNginx([basePort, basePort + 1], basePort + 3));
    const setups: Setup[] = [
      { name: 'one process', url: shops[0]!.url },
      { name: 'one behind nginx', url: proxies[0]!.url },
      { name: 'two behind nginx', url: proxies[1]!.url },
    ];
    let slice = 0;
    for (let round = 1; round <= rounds; round++) {
      for (const [name, path] of [
        ['with-products', '/api/category/with-products'],
        ['listing page', '/api/products?pageSize=24'],
      ] as const) {
        for (const setup of setups) {
          const result = await load(name, `${setup.url}${path}`, { connections: 50, seconds, headers: BROWSER_HEADERS });
          record(setup.name, `${name} req/s`, result.requestsPerSecond);
          record(setup.name, `${name} p99 ms`, result.p99);
          record(setup.name, `${name} failures`, result.non2xx + result.errors);
        }
      }
      for (const setup of setups) {
        const ids = productIds.slice(slice * 60, ++slice * 60);
        sold.push(...ids);
        const [checkout] = await runCheckoutRounds(setup.url, { warmUpIds: ids.slice(0, 15), productIds: ids.slice(15), shoppers, rounds: 1 });
        record(setup.name, 'checkout orders/s', checkout!['orders/s']);
        record(setup.name, 'checkout requests/s', checkout!['requests/s']);
        record(setup.name, 'checkout p99 ms', checkout!['p99 ms']);
        record(setup.name, 'checkout other answers', checkout!['other answers']);
      }
      console.log(`round ${round} of ${rounds} done`);
    }
    const peak = Math.max(...shops.map((shop) => shop.peakMemoryMb()));
    const balance = await checkStockBalance(database, sold);
    console.log(
      `\nCluster benchmark: 1,000 products; per round, each setup in turn: 50 connections x ${seconds} s per route after a 3 s warm-up, ` +
        `then ${shoppers} shoppers placing orders at once (after a warm-up round); ${rounds} rounds, figures per round`,
    );
    const metrics = Object.keys(rows['one process']!);
    console.table(Object.fromEntries(metrics.map((metric) => [metric, Object.fromEntries(setups.map((setup) => [setup.name, rows[setup.name]![metric]!.join(' / ')]))])));
    console.log(`peak resident memory of a shop process: ${peak} MB`);
    console.log(`stock: ${balance.sizes} sizes checked, ${balance.unbalanced} unbalanced, ${balance.negative} negative`);
    if (balance.unbalanced || balance.negative) process.exitCode = 1;
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.close()));
    await Promise.all(shops.map((shop) => shop.stop()));
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
