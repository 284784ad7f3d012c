/**
 * What the shop does when its PostgreSQL server restarts under checkout load. NEVER touches
 * the shared server on 5432: it creates a private cluster of its own (initdb into a temporary
 * folder, run as the `postgres` OS user, on another port), restarts that one with
 * `pg_ctl restart -m fast` while shoppers keep checking out, and removes it afterwards.
 *
 * Reports: answers by status (503s while the database is away), whether the shop process
 * lived, how long /api/health took to answer 200 again, and whether every acknowledged order
 * (201) is in the database afterwards.
 *
 *   npx tsx bench/pg-restart.ts [--port 5499] [--shoppers 20] [--seconds 12] [--restart-at 4]
 *   (as root, or as a user that may run `runuser -u postgres`)
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { generateCatalogue } from '../src/server/test-support/generated-catalogue';
import { startShopProcess } from '../src/server/test-support/shop-process';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '5499' },
    shoppers: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '12' },
    'restart-at': { type: 'string', default: '4' },
  },
});
const PG_BIN = '/usr/lib/postgresql/15/bin';
const pgPort = Number(args.port);
if (pgPort === 5432) throw new Error('Port 5432 is the shared PostgreSQL server: pick another port');
const shoppers = Number(args.shoppers);
const seconds = Number(args.seconds);
const restartAt = Number(args['restart-at']);
const SHOP_PORT = 3911;

const asPostgres = (command: string, commandArgs: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...commandArgs], { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

/** A private cluster in a temporary folder, owned by the postgres OS user. */
function createCluster() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-restart-'));
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  fs.mkdirSync(socketDir);
  execFileSync('chown', ['-R', 'postgres:postgres', root]);
  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${pgPort} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const ctl = (...ctlArgs: string[]) => asPostgres('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'postgres.log'), '-o', options, '-w', ...ctlArgs]);
  ctl('start');
  const ctlArgs = ['-u', 'postgres', '--', path.join(PG_BIN, 'pg_ctl'), '-D', dataDir, '-l', path.join(root, 'postgres.log'), '-o', options, '-w'];
  return {
    url: `postgres://postgres@127.0.0.1:${pgPort}/shop`,
    adminUrl: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    // Not blocking this process: the shoppers and the health watcher go on meanwhile.
    restart: () => promisify(execFile)('runuser', [...ctlArgs, '-m', 'fast', 'restart']),
    remove: () => {
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        /* already stopped */
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

type Outcome = { status: number | 'network error'; orderId?: string };

async function checkout(url: string, productId: string, n: number): Promise<Outcome> {
  const guestid = crypto.randomUUID();
  try {
    const added = await fetch(`${url}/api/cart/add-to-cart`, {
      method: 'POST',
      headers: { guestid, 'content-type': 'application/json' },
      body: JSON.stringify({ productId, quantity: 1, size: 'm' }),
    });
    await added.arrayBuffer();
    if (added.status !== 200 && added.status !== 201) return { status: added.status };
    const placed = await fetch(`${url}/api/order/create`, {
      method: 'POST',
      headers: { guestid, 'idempotency-key': crypto.randomUUID(), 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `restart${n}@bench.test`,
        firstName: 'Bench',
        lastName: 'Shopper',
        address: '12 Tahrir Street',
        city: 'Cairo',
        governorate: 'Cairo',
        phone: `011${String(n).padStart(8, '0')}`,
        paymentMethod: 'cash',
        shippingFee: 90,
        discount: 0,
      }),
    });
    const body = (await placed.json().catch(() => ({}))) as { results?: { _id: string } };
    return { status: placed.status, orderId: body.results?._id };
  } catch {
    return { status: 'network error' };
  }
}

async function main() {
  const cluster = createCluster();
  const shopData = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-restart-data-'));
  let shop: Awaited<ReturnType<typeof startShopProcess>> | undefined;
  try {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('create database shop');
    await admin.end();
    const catalogue = await generateCatalogue({ databaseUrl: cluster.url, dataDir: shopData, categories: 2, productsPerCategory: 10, stockPerSize: 100_000 });
    shop = await startShopProcess({ DATABASE_URL: cluster.url, DATA_DIR: shopData, SEED_DEMO: 'false', LOG_LEVEL: 'error' }, SHOP_PORT);
    const shopUrl = shop.url;
    let exited: number | null = null;
    shop.child.once('exit', (code) => (exited = code ?? -1));

    const outcomes: Outcome[] = [];
    const started = performance.now();
    const elapsed = () => (performance.now() - started) / 1000;
    let n = 0;
    const workers = Array.from({ length: shoppers }, async () => {
      while (elapsed() < seconds) outcomes.push(await checkout(shopUrl, catalogue.productIds[n % catalogue.productIds.length]!, n++));
    });

    // Health every 100 ms: when it went bad, and when it was 200 again.
    const health: Array<{ at: number; ok: boolean }> = [];
    const watcher = (async () => {
      while (elapsed() < seconds + 10) {
        const ok = await fetch(`${shopUrl}/api/health`, { signal: AbortSignal.timeout(2000) })
          .then((response) => response.ok)
          .catch(() => false);
        health.push({ at: elapsed(), ok });
        if (elapsed() > seconds && ok) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, restartAt * 1000));
    const restartStarted = elapsed();
    await cluster.restart();
    const restartDone = elapsed();
    await Promise.all([...workers, watcher]);

    const firstBad = health.find((sample) => sample.at >= restartStarted && !sample.ok);
    const backAt = health.find((sample) => sample.at >= restartDone && sample.ok);
    const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.orderId!);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const found = await client.query<{ n: number }>('select count(*)::int as n from orders where id = any($1::uuid[])', [acknowledged]);
    await client.end();

    const byStatus = new Map<string, number>();
    for (const outcome of outcomes) byStatus.set(String(outcome.status), (byStatus.get(String(outcome.status)) ?? 0) + 1);
    console.log(`\nPostgreSQL restart under checkout load: ${shoppers} shoppers for ${seconds} s, pg_ctl restart -m fast at ${restartAt} s`);
    console.table([
      {
        'checkouts tried': outcomes.length,
        ...Object.fromEntries([...byStatus].sort()),
        'restart took s': (restartDone - restartStarted).toFixed(2),
        'health not 200 from s': firstBad ? (firstBad.at - restartStarted).toFixed(2) : 'never seen',
        'health 200 again s after restart done': backAt ? (backAt.at - restartDone).toFixed(2) : 'never',
        'shop process': exited === null ? 'alive' : `exited (${exited})`,
        'acknowledged orders': acknowledged.length,
        'acknowledged orders in database': found.rows[0]!.n,
      },
    ]);
    if (found.rows[0]!.n !== acknowledged.length) process.exitCode = 1;
    if (exited !== null) process.exitCode = 1;
  } finally {
    await shop?.stop();
    cluster.remove();
    fs.rmSync(shopData, { recursive: true, force: true });
  }
}

await main();
