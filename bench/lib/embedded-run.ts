/**
 * The work of bench/embedded.ts (see there), run inside the snapshot of the shop it made:
 * every import below, and the shop it starts, come from that one commit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { buildShop } from '../../scripts/build.mjs';
import { openDatabase } from '../../src/server/db/client';
import { productSizes } from '../../src/server/db/schema/index';
import { generateCatalogue } from '../../src/server/test-support/generated-catalogue';
import { startShopProcess, type ShopProcess } from '../../src/server/test-support/shop-process';
import { checkStockBalance, runCheckoutRounds, STOCK_PER_SIZE, type CheckoutRound } from './checkout-rounds';
import { embeddedServer } from './embedded-server';
import { BROWSER_HEADERS, load, type LoadResult } from './load';
import { postJson } from './post-json';
import { peakPssDuring, treeCpuMs, treePssMb } from './proc';

const { values: args } = parseArgs({
  options: {
    restarts: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    shoppers: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
  },
  // --ref and --default-ref are bench/embedded.ts's; npm run bench passes every benchmark the same flags.
  strict: false,
});
const restarts = Number(args.restarts);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const shoppers = Number(args.shoppers);
const rounds = Number(args.rounds);
const SERVER_PORT = 4610;
/** A run takes 7 minutes on a quiet machine, 15 on a busy one; past this something hangs, and the run stops. */
const WATCHDOG_MS = 30 * 60_000;

type Database = { dataDir: string; databaseUrl?: string };

type Engine = {
  name: string;
  port: number;
  database: Database;
  /** initdb and whatever a first start needs before the shop (nothing for PGlite). */
  createDatabase: () => Promise<void>;
  startDatabase: () => Promise<void>;
  stopDatabase: () => Promise<void>;
  /** Database processes outside the shop's own process tree. */
  databasePids: () => number[];
  dispose: () => Promise<void>;
  /** PGlite: its folder opens in one process at a time, so this one reads it with the shop stopped. */
  exclusive: boolean;
  /** The built tree the shop runs from, when not this snapshot's. */
  tree?: string;
  shop?: ShopProcess;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const loadLine = () => `load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()} on ${os.availableParallelism()} cores (nproc)`;

function pgliteEngine(): Engine {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pglite-'));
  return {
    name: 'PGlite',
    port: 4600,
    database: { dataDir },
    createDatabase: async () => {},
    startDatabase: async () => {},
    stopDatabase: async () => {},
    databasePids: () => [],
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    exclusive: true,
  };
}

function embeddedPostgresEngine(): Engine {
  const server = embeddedServer(SERVER_PORT);
  // The shop's own folder (pictures, mail outbox) beside the server's.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-embedded-'));
  return {
    name: 'embedded PostgreSQL',
    port: 4601,
    database: { dataDir, databaseUrl: server.url },
    createDatabase: server.create,
    startDatabase: server.start,
    stopDatabase: server.stop,
    databasePids: () => {
      const pid = server.pid();
      return pid ? [pid] : [];
    },
    dispose: async () => {
      try {
        await server.dispose();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    exclusive: false,
  };
}

/**
 * The shop's own default at a later commit (SHOP_BENCH_DEFAULT_TREE, built by bench/embedded.ts):
 * no DATABASE_URL, the shop starts its server in DATA_DIR/postgres as its child, reached through
 * a unix socket there, and stops it with itself. The benchmark reaches that database through
 * the same socket while the shop runs.
 */
function shopDefaultEngine(tree: string, commit: string): Engine {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-default-'));
  const serverFolder = path.join(dataDir, 'postgres');
  const postmaster = () => {
    try {
      const pid = Number(fs.readFileSync(path.join(serverFolder, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return pid && fs.existsSync(`/proc/${pid}`) ? [pid] : [];
    } catch {
      return [];
    }
  };
  return {
    name: `default at ${commit}`,
    port: 4602,
    database: { dataDir, databaseUrl: `postgres://postgres@localhost/shop?host=${encodeURIComponent(serverFolder)}` },
    createDatabase: async () => {},
    startDatabase: async () => {},
    stopDatabase: async () => {},
    databasePids: postmaster,
    dispose: async () => {
      // A server its shop failed to stop is not left behind.
      for (const pid of postmaster()) process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100 && postmaster().length > 0; i++) await sleep(100);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    exclusive: false,
    tree,
  };
}

/** The Node.js process and the database server (the postmaster and its children). */
const wholeShop = (engine: Engine) => () => [...(engine.shop?.child.pid ? [engine.shop.child.pid] : []), ...engine.databasePids()];

/**
 * Starts the database (first: creates it) and the shop; milliseconds from the start of that
 * work to the first 200 from /api/health. startShopProcess polls every 200 ms, too coarse for
 * a restart of about a second, so a 10 ms poll beside it takes the time. It includes the
 * build's staleness check before the spawn (about 25 ms), which `npm start` also runs.
 * Also the CPU time the shop and its database had used by then (read when the helper's own
 * poll returns, up to 200 ms later): the machine is shared, and CPU time grows far less with
 * its load than wall time does.
 */
async function startEngine(engine: Engine, first: boolean): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  await (first ? engine.createDatabase() : engine.startDatabase());
  let failed = false;
  const healthyAt = (async () => {
    const deadline = performance.now() + 60_000;
    while (!failed && performance.now() < deadline) {
      const ok = await fetch(`http://127.0.0.1:${engine.port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return performance.now();
      await sleep(10);
    }
    return undefined;
  })();
  // The shop is spawned in the current folder: the engine's own tree, if it has one.
  const here = process.cwd();
  if (engine.tree) process.chdir(engine.tree);
  try {
    // Without DATABASE_URL the shop picks its own default (PGlite, or its own server).
    const databaseUrl = engine.tree ? '' : (engine.database.databaseUrl ?? '');
    // LOG_LEVEL error: a busy minute's 503 warnings (one per request) would bury the figures; they are counted instead.
    engine.shop = await startShopProcess({ DATA_DIR: engine.database.dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' }, engine.port);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    process.chdir(here);
  }
  const cpu = treeCpuMs(wholeShop(engine)());
  const at = await healthyAt;
  if (at === undefined) throw new Error(`${engine.name}: /api/health answered the shop's poll but not the benchmark's`);
  return { wall: at - started, cpu };
}

async function stopEngine(engine: Engine): Promise<void> {
  const shop = engine.shop;
  engine.shop = undefined;
  if (shop) {
    // The shop forces its own exit 10 s after SIGTERM; a shop that still lives is killed.
    const killer = setTimeout(() => shop.child.kill('SIGKILL'), 15_000);
    await shop.stop();
    clearTimeout(killer);
  }
  await engine.stopDatabase();
}

/** bench/api.ts's catalogue (20 x 50 products, 50 per size) on top of the demo one; 60 of its products get checkout's low stock. */
async function addBenchCatalogue(database: Database) {
  const { productIds } = await generateCatalogue({ ...database, categories: 20, productsPerCategory: 50, stockPerSize: 50 });
  const checkoutIds = productIds.slice(0, 60);
  const handle = await openDatabase(database);
  try {
    await handle.db.update(productSizes).set({ quantity: STOCK_PER_SIZE }).where(inArray(productSizes.productId, checkoutIds));
  } finally {
    await handle.close();
  }
  return { apiIds: productIds.slice(60), warmUpIds: checkoutIds.slice(0, 15), checkoutIds: checkoutIds.slice(15) };
}

type Figures = {
  firstStartMs: number;
  restartMs: number[];
  restartCpuMs: number[];
  idleMb: number;
  apiPeakMb: number;
  checkoutPeakMb: number;
  afterLoadMb: number;
  api: LoadResult[];
  checkout: CheckoutRound[];
  balance: Awaited<ReturnType<typeof checkStockBalance>>;
};

/** PSS a few seconds after a start, once start-up's garbage is collected: the median of three samples a second apart. */
async function settledPssMb(engine: Engine): Promise<number> {
  await sleep(3_000);
  const samples: number[] = [];
  for (let i = 0; i < 3; i++) {
    samples.push(treePssMb(wholeShop(engine)()));
    await sleep(1_000);
  }
  return median(samples);
}

/** Names the step and the shop's state in an error: a reset socket alone does not say which. */
async function step<T>(engine: Engine, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const exit = engine.shop?.child.exitCode;
    throw new Error(`${engine.name}, ${name}: ${String(error)} (the shop ${exit === null || exit === undefined ? 'still runs' : `exited with ${exit}`})`, { cause: error });
  }
}

async function underLoad(engine: Engine, data: Awaited<ReturnType<typeof addBenchCatalogue>>) {
  await startEngine(engine, false);
  const shop = engine.shop!;
  const idleMb = await settledPssMb(engine);
  const guestId = crypto.randomUUID();
  await step(engine, 'filling the API load\'s cart', async () => {
    for (const [index, productId] of data.apiIds.slice(0, 3).entries()) {
      const status = await postJson(`${shop.url}/api/cart/add-to-cart`, { guestid: guestId }, { productId, quantity: index + 1, size: 'm' });
      if (status !== 200 && status !== 201) throw new Error(`add-to-cart answered ${status}`);
    }
  });
  const product = data.apiIds[Math.floor(data.apiIds.length / 2)]!;
  const options = { connections, seconds, headers: BROWSER_HEADERS };
  /*
   * The storefront's listing: a page of /api/products (newest first), cached ready to send.
   * bench/api.ts's /api/category/with-products is the whole catalogue, streamed and compressed
   * for every request since the storefront pages it; at 1.9 MB of JSON, 50 connections of it
   * on this shared 2-core machine timed out whole (0 answers in 10 s on both engines).
   * As bench/api.ts does, the cache is built by one request first, not by fifty at once.
   */
  const listingUrl = `${shop.url}/api/products`;
  await step(engine, 'the first listing', async () => {
    const listing = await fetch(listingUrl, { headers: BROWSER_HEADERS, signal: AbortSignal.timeout(60_000) });
    console.log(`${engine.name}: listing ${listing.status}, ${Math.round((await listing.arrayBuffer()).byteLength / 1024)} KB of JSON`);
  });
  const api = await step(engine, 'API load', () => peakPssDuring(wholeShop(engine), async () => [
    await load('GET /api/products (first page)', listingUrl, options),
    await load('GET /api/product/by-product/{id}', `${shop.url}/api/product/by-product/${product}`, options),
    await load('GET /api/cart/my-cart (guest, 3 lines)', `${shop.url}/api/cart/my-cart`, { ...options, headers: { ...BROWSER_HEADERS, guestid: guestId } }),
  ]));
  const checkout = await step(engine, 'checkout rounds', () =>
    peakPssDuring(wholeShop(engine), () => runCheckoutRounds(shop.url, { warmUpIds: data.warmUpIds, productIds: data.checkoutIds, shoppers, rounds })),
  );
  const afterLoadMb = await settledPssMb(engine);
  if (engine.exclusive) await stopEngine(engine);
  const balance = await step(engine, 'reading the stock', () => checkStockBalance(engine.database, [...data.warmUpIds, ...data.checkoutIds]));
  await stopEngine(engine);
  return { idleMb, apiPeakMb: api.peakMb, checkoutPeakMb: checkout.peakMb, afterLoadMb, api: api.result, checkout: checkout.result, balance };
}

function report(engines: Engine[], figures: Figures[]) {
  const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
  const mb = (value: number) => `${Math.round(value)} MB`;
  const each = (cell: (f: Figures) => string) => Object.fromEntries(engines.map((engine, i) => [engine.name, cell(figures[i]!)]));
  const listing = (f: Figures) => f.api[0]!;
  const orders = (f: Figures) => f.checkout.map((round) => round['orders/s']);
  const rows: Record<string, Record<string, string>> = {
    'first start (new folder, demo catalogue)': { ...each((f) => ms(f.firstStartMs)), target: '' },
    [`restart, median of ${restarts}`]: { ...each((f) => ms(median(f.restartMs))), target: '< 1,500 ms' },
    'restart, all runs': { ...each((f) => f.restartMs.map((v) => Math.round(v)).join(' / ')), target: '' },
    'restart CPU (shop + database), median': { ...each((f) => ms(median(f.restartCpuMs))), target: '' },
    'PSS idle (whole shop)': { ...each((f) => mb(f.idleMb)), target: '< 250 MB' },
    'PSS peak, API load': { ...each((f) => mb(f.apiPeakMb)), target: '' },
    'PSS peak, checkout rounds': { ...each((f) => mb(f.checkoutPeakMb)), target: '' },
    'PSS idle after the load': { ...each((f) => mb(f.afterLoadMb)), target: '' },
    'checkout orders/s, median of rounds': { ...each((f) => String(median(orders(f)))), target: '>= 150' },
    'checkout orders/s, all rounds': { ...each((f) => orders(f).join(' / ')), target: '' },
    'checkout p99 ms, all rounds': { ...each((f) => f.checkout.map((round) => round['p99 ms']).join(' / ')), target: '' },
    'listing p99 / p50 ms': { ...each((f) => `${listing(f).p99} / ${listing(f).p50}`), target: '' },
    'listing req/s': { ...each((f) => String(listing(f).requestsPerSecond)), target: '' },
    'product p99 ms, req/s': { ...each((f) => `${f.api[1]!.p99}, ${f.api[1]!.requestsPerSecond}`), target: '' },
    'cart p99 ms, req/s': { ...each((f) => `${f.api[2]!.p99}, ${f.api[2]!.requestsPerSecond}`), target: '' },
    'non-2xx / errors under API load': { ...each((f) => `${f.api.reduce((n, r) => n + r.non2xx, 0)} / ${f.api.reduce((n, r) => n + r.errors, 0)}`), target: '' },
    'oversold sizes (sold + left != start, or < 0)': { ...each((f) => `${f.balance.unbalanced + f.balance.negative} of ${f.balance.sizes}`), target: '0' },
  };
  console.log(`\nEmbedded engines: ${connections} connections x ${seconds} s per API route after a 3 s warm-up; ${shoppers} shoppers x ${rounds} checkout rounds`);
  console.table(rows);
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error(`The benchmark ran longer than ${WATCHDOG_MS / 60_000} minutes: stopping.`);
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  await buildShop({ ifStale: true });
  const defaultCommit = process.env.SHOP_BENCH_DEFAULT_TREE ? `, its default at ${process.env.SHOP_BENCH_DEFAULT_COMMIT}` : '';
  console.log(`the shop at ${process.env.SHOP_BENCH_COMMIT ?? '(working tree)'}${defaultCommit}; start: ${loadLine()}`);
  const engines: Engine[] = [];
  // Whatever ends the process (the watchdog, an uncaught error, Ctrl+C): no shop is left
  // running behind it, nor a server (the shop's own default outlives a killed shop by design).
  process.on('exit', () =>
    engines.forEach((engine) => {
      engine.shop?.child.kill('SIGKILL');
      for (const pid of engine.databasePids()) process.kill(pid, 'SIGINT');
    }),
  );
  try {
    engines.push(pgliteEngine(), embeddedPostgresEngine());
    const defaultTree = process.env.SHOP_BENCH_DEFAULT_TREE;
    if (defaultTree) engines.push(shopDefaultEngine(defaultTree, process.env.SHOP_BENCH_DEFAULT_COMMIT ?? 'HEAD'));
    const firstStarts: number[] = [];
    // The first start's CPU is left out: initdb is the benchmark's child for one engine, the shop's for another.
    const data: Array<Awaited<ReturnType<typeof addBenchCatalogue>>> = [];
    for (const engine of engines) {
      firstStarts.push((await startEngine(engine, true)).wall);
      const folder = engine.tree ? 'postgres' : engine.database.databaseUrl ? undefined : 'pglite';
      if (folder && !fs.existsSync(path.join(engine.database.dataDir, folder))) {
        throw new Error(`${engine.name}: the shop made no ${folder}/ folder in DATA_DIR: it does not run on the engine this benchmark expects (see --ref, --default-ref)`);
      }
      console.log(`${engine.name}: first start ${Math.round(firstStarts.at(-1)!)} ms; adding the benchmark catalogue...`);
      // PGlite is opened by this process meanwhile; a server stays up for the catalogue.
      if (engine.exclusive) await stopEngine(engine);
      data.push(await addBenchCatalogue(engine.database));
      await stopEngine(engine);
    }
    const restartMs: number[][] = engines.map(() => []);
    const restartCpuMs: number[][] = engines.map(() => []);
    for (let run = 0; run < restarts; run++) {
      for (const [i, engine] of engines.entries()) {
        const { wall, cpu } = await startEngine(engine, false);
        restartMs[i]!.push(wall);
        restartCpuMs[i]!.push(cpu);
        await stopEngine(engine);
      }
    }
    console.log(`restarts: ${engines.map((engine, i) => `${engine.name} ${restartMs[i]!.map(Math.round).join(' / ')} ms`).join('; ')}`);
    const figures: Figures[] = [];
    for (const [i, engine] of engines.entries()) {
      console.log(`${engine.name}: API load and checkout rounds...`);
      figures.push({ firstStartMs: firstStarts[i]!, restartMs: restartMs[i]!, restartCpuMs: restartCpuMs[i]!, ...(await underLoad(engine, data[i]!)) });
    }
    report(engines, figures);
  } finally {
    for (const engine of engines) {
      await stopEngine(engine).catch((error: unknown) => console.error(`${engine.name}: stopping failed:`, error));
      await engine.dispose().catch((error: unknown) => console.error(`${engine.name}: cleaning up failed:`, error));
    }
    console.log(`end: ${loadLine()}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
