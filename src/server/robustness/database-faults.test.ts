import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../test-support/generated-catalogue';
import { createScratchDatabase } from '../test-support/scratch-database';
import { startShopProcess, type ShopProcess } from '../test-support/shop-process';

const CLIENTS = 6;

type Outcome = { status: number; json: boolean; orderId?: string };

function checkoutPayload(client: number, n: number) {
  return {
    email: `fault${client}-${n}@shop.test`,
    firstName: 'Fault',
    lastName: 'Test',
    address: '1 Corniche Road',
    city: 'Egypt',
    governorate: 'Alexandria',
    phone: `0120000${String(client * 1000 + n).padStart(4, '0')}`,
    paymentMethod: 'cash',
    shippingFee: 70,
    discount: 0,
    // Every third order claims WELCOME10 with a wrong discount: the careful path refuses it
    // inside a transaction, so terminations also land between a transaction's statements.
    ...(n % 3 === 2 ? { promoCode: 'WELCOME10' } : {}),
  };
}

async function send(url: string, init: RequestInit): Promise<Outcome> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const orderId = response.status === 201 ? (body as { results: { _id: string } }).results._id : undefined;
  return { status: response.status, json: typeof (body as { message?: unknown } | undefined)?.message === 'string' || response.status < 300, orderId };
}

/** One shopper after another from one client until told to stop; every answer is recorded. */
async function shop(shopUrl: string, productIds: string[], client: number, outcomes: Outcome[], running: () => boolean) {
  for (let n = 0; running(); n++) {
    const guestId = crypto.randomUUID();
    const headers = { 'content-type': 'application/json', guestid: guestId };
    const productId = productIds[(client * 7 + n) % productIds.length]!;
    const added = await send(`${shopUrl}/api/cart/add-to-cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId, quantity: 1, size: ['s', 'm', 'l'][n % 3] }),
    });
    outcomes.push(added);
    if (added.status >= 300) continue;
    outcomes.push(await send(`${shopUrl}/api/order/create`, { method: 'POST', headers, body: JSON.stringify(checkoutPayload(client, n)) }));
  }
}

async function healthStatus(shopProcess: ShopProcess): Promise<number> {
  return (await fetch(`${shopProcess.url}/api/health`)).status;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PostgreSQL only (PGlite has no connections to lose), so it needs a PostgreSQL server even
// when DATABASE_URL is unset: the same default as the benchmarks' scratch databases.
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('PostgreSQL connections lost during a burst of checkouts', () => {
  it('keeps the process alive, answers JSON 503s, recovers health, and loses no acknowledged order', async () => {
    const database = await createScratchDatabase('postgres');
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const databaseName = new URL(database.databaseUrl!).pathname.slice(1);
    const terminateShopConnections = () =>
      admin.query('select count(pg_terminate_backend(pid))::int as killed from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
    try {
      const { productIds } = await generateCatalogue({ ...database, categories: 2, productsPerCategory: 5, stockPerSize: 10_000 });
      const env = { DATABASE_URL: database.databaseUrl, DATA_DIR: database.dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'fatal' };
      const shopProcess = await startShopProcess(env, 3975);
      try {
        const outcomes: Outcome[] = [];
        let running = true;
        const clients = Array.from({ length: CLIENTS }, (_, client) => shop(shopProcess.url, productIds, client, outcomes, () => running));
        while (outcomes.filter((outcome) => outcome.orderId).length < 5) await sleep(50);

        // PostgreSQL drops every connection of the shop, idle ones and those inside a
        // transaction, several times while checkouts keep coming.
        for (let round = 0; round < 6; round++) {
          await terminateShopConnections();
          await sleep(150);
        }

        // The database goes away (refuses new connections) for a while, then comes back.
        await admin.query(`alter database ${databaseName} allow_connections false`);
        await terminateShopConnections();
        let away = await healthStatus(shopProcess);
        for (let attempt = 0; away !== 503 && attempt < 20; attempt++) {
          await terminateShopConnections();
          away = await healthStatus(shopProcess);
        }
        expect(away).toBe(503);
        const duringOutage = outcomes.length;
        while (outcomes.length < duringOutage + 3) await sleep(50);
        await admin.query(`alter database ${databaseName} allow_connections true`);
        const backAt = Date.now();
        let recovered = await healthStatus(shopProcess);
        while (recovered !== 200 && Date.now() - backAt < 5_000) {
          await sleep(100);
          recovered = await healthStatus(shopProcess);
        }
        expect(recovered).toBe(200);

        const afterRecovery = outcomes.filter((outcome) => outcome.orderId).length;
        while (outcomes.filter((outcome) => outcome.orderId).length < afterRecovery + 3) await sleep(50);
        running = false;
        await Promise.all(clients);

        expect(shopProcess.child.exitCode).toBeNull();
        expect(shopProcess.child.signalCode).toBeNull();
        const failures = outcomes.filter((outcome) => outcome.status >= 500);
        expect(failures.length).toBeGreaterThan(0);
        // Every failure is the database's: a JSON 503, never a 500 or a dropped connection.
        expect(failures.filter((outcome) => outcome.status !== 503 || !outcome.json)).toEqual([]);

        const acknowledged = outcomes.flatMap((outcome) => (outcome.orderId ? [outcome.orderId] : []));
        const shopDb = new pg.Client({ connectionString: database.databaseUrl });
        await shopDb.connect();
        try {
          const rows = await shopDb.query<{ id: string }>('select id from orders where id = any($1::uuid[])', [acknowledged]);
          const storedIds = new Set(rows.rows.map((row) => row.id));
          expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
        } finally {
          await shopDb.end();
        }
      } finally {
        await shopProcess.stop();
      }
    } finally {
      await admin.query(`alter database ${databaseName} allow_connections true`).catch(() => undefined);
      await admin.end();
      await database.dispose();
    }
  }, 180_000);
});
