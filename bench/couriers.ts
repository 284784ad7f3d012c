/**
 * Handing 500 confirmed orders to Bosta (issue 35) in one desk call, against the local Bosta
 * stand-in (src/server/test-support/bosta-stand-in.ts) on loopback: the compiled shop on a
 * scratch PostgreSQL database, Bosta's districts refreshed through the API, the orders written
 * in SQL, then `POST /api/admin/shipments` with all 500. Prints the call's wall time, the bulk
 * requests Bosta received, and the shop's resident memory before and at its peak (sampled
 * every 50 ms); then the same call again (a retry: nothing reaches Bosta twice).
 *
 *   npx tsx bench/couriers.ts [--orders 500]
 */
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import pg from 'pg';
import { startBostaStandIn } from '../src/server/test-support/bosta-stand-in';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { startShopProcess, type ShopProcess } from '../src/server/test-support/shop-process';
import { rssDuring } from './lib/rss';

const { values: args } = parseArgs({ options: { orders: { type: 'string', default: '500' } } });
const ORDERS = Number(args.orders);
const PORT = 3935;
const JWT_SECRET = 'couriers-bench-secret-0123456789abc';
const ADMIN_EMAIL = 'owner@bench.test';

async function main(): Promise<void> {
  const bosta = await startBostaStandIn();
  const database = await createScratchDatabase('postgres');
  const env = {
    DATABASE_URL: database.databaseUrl!,
    DATA_DIR: database.dataDir,
    SEED_DEMO: 'false',
    JWT_SECRET,
    ADMIN_EMAILS: ADMIN_EMAIL,
    BOSTA_API_KEY: bosta.apiKey,
    BOSTA_API_URL: bosta.apiUrl,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  };
  let shop: ShopProcess | undefined;
  const client = new pg.Client({ connectionString: database.databaseUrl });
  try {
    shop = await startShopProcess(env, PORT);
    await client.connect();
    // The admin as signing in makes them: a user row (the history names who handed the orders over).
    const admin = (await client.query<{ id: string }>(`insert into users (email, role) values ($1, 'admin') returning id`, [ADMIN_EMAIL])).rows[0]!;
    const token = await new SignJWT({ email: ADMIN_EMAIL, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(admin.id)
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    const headers = { authorization: token, 'content-type': 'application/json' };
    const refresh = await fetch(`${shop.url}/api/admin/shipments/districts/refresh`, { method: 'POST', headers: { authorization: headers.authorization } });
    if (!refresh.ok) throw new Error(`refresh: ${refresh.status} ${await refresh.text()}`);

    const { rows } = await client.query<{ id: string }>(
      `with placed as (
         insert into orders (email, first_name, last_name, phone, address, city, governorate, subtotal_piastres, shipping_fee_piastres, total_piastres, status, confirmation_state)
         select 'buyer' || g || '@bench.test', 'Mona', 'Hassan ' || g, '010' || lpad(g::text, 8, '0'), g || ' Abbas El Akkad Street',
                (array['Nasr City', 'المعادي', 'Heliopolis', 'Dokki', 'سموحة'])[1 + g % 5], (array['Cairo', 'Cairo', 'Cairo', 'Giza', 'Alexandria'])[1 + g % 5],
                40000, 9000, 49000, 'placed', 'confirmed'
         from generate_series(1, $1::int) g
         returning id)
       insert into order_lines (order_id, title, size, quantity, final_price_piastres)
       select id, 'Linen Dress', 'm', 1, 40000 from placed returning order_id as id`,
      [ORDERS],
    );
    const orderIds = rows.map((row) => row.id);

    const handOff = async () => {
      const started = performance.now();
      const response = await fetch(`${shop!.url}/api/admin/shipments`, { method: 'POST', headers, body: JSON.stringify({ orderIds, courier: 'bosta' }) });
      const body = (await response.json()) as { results: Array<{ ok: boolean }> };
      if (!response.ok) throw new Error(`hand-off: ${response.status} ${JSON.stringify(body)}`);
      return { ms: Math.round(performance.now() - started), ok: body.results.filter((result) => result.ok).length };
    };
    const bulkBefore = bosta.requests.filter((request) => request.path.startsWith('/deliveries/bulk')).length;
    const first = await rssDuring(shop, handOff);
    const bulk = bosta.requests.filter((request) => request.path.startsWith('/deliveries/bulk')).length - bulkBefore;
    const second = await rssDuring(shop, handOff);
    console.log(`orders: ${ORDERS}`);
    console.log(`hand-off: ${first.result.ms} ms, ${first.result.ok} created, ${bulk} bulk requests to Bosta, shop RSS ${first.beforeMb} MB before, ${first.peakMb} MB peak`);
    console.log(`retry of the same ${ORDERS}: ${second.result.ms} ms, ${second.result.ok} already shipped, ${bosta.deliveries.size} deliveries at Bosta, shop RSS peak ${second.peakMb} MB`);
    console.log(`shop peak resident memory (VmHWM): ${shop.peakMemoryMb()} MB`);
  } finally {
    await client.end().catch(() => {});
    await shop?.stop();
    await database.dispose();
    await bosta.close();
  }
}

await main();
