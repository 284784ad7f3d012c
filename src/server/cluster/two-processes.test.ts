/**
 * The proof of issue 39: two shop processes, started as `npm start` starts one, on one
 * PostgreSQL database and one bucket (moto on loopback), behind deploy/nginx.conf. Neither is
 * given JWT_SECRET: they sign with the secret they share through the database (src/server/secrets).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, pngImage } from '../modules/catalogue/test-catalogue';
import { checkoutPayload, insertProduct, queryRows } from '../modules/orders/test-fixtures';
import { createTestDatabase, type TestDatabase } from '../test-support/databases';
import { startMotoServer, type MotoServer } from '../test-support/moto-server';
import { freePort, startNginx, type NginxProxy } from '../test-support/nginx-proxy';
import { buildShop } from '../../../scripts/build.mjs';
import { startShopProcess, type ShopProcess } from '../test-support/shop-process';
import { JOBS } from '../jobs';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp';
import { startBostaStandIn, type BostaStandIn } from '../test-support/bosta-stand-in';
import { insertPlacedOrders, seedStandInDistricts } from '../modules/shipments/test-helpers';
import { systemClock } from '../clock';

const ADMIN = 'admin@shop.test';

describe('two shop processes on one database and one bucket, behind nginx', () => {
  let database: TestDatabase;
  let moto: MotoServer;
  let shops: ShopProcess[] = [];
  let proxy: NginxProxy;
  let startedAt: number;
  const dataDirs: string[] = [];
  let smtp: TestSmtpServer;
  let bosta: BostaStandIn;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    moto = await startMotoServer();
    const bucket = await moto.bucket('two-shops');
    smtp = await startTestSmtpServer();
    bosta = await startBostaStandIn();
    const ports = [await freePort(), await freePort()];
    const proxyPort = await freePort();
    const env = (index: number) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-two-${index}-`));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: database.url!,
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
        SEED_DEMO: 'false',
        // Not set, whatever the test run's environment says: the two share the generated one.
        JWT_SECRET: undefined,
        SMTP_URL: smtp.url,
        BOSTA_API_KEY: bosta.apiKey,
        BOSTA_API_URL: bosta.apiUrl,
        ADMIN_EMAILS: ADMIN,
        TRUST_PROXY: 'loopback',
        // Small enough to meet in a test; the phone limit stays out of the way.
        ORDER_LIMIT_PER_IP: '2',
        S3_BUCKET: bucket.bucket,
        S3_ENDPOINT: bucket.endpoint,
        S3_REGION: bucket.region,
        S3_ACCESS_KEY_ID: bucket.accessKeyId,
        S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      };
    };
    // Built once before both start: two builds of a stale tree at once would remove each other's files.
    await buildShop({ ifStale: true });
    shops = await Promise.all(ports.map((port, index) => startShopProcess(env(index), port)));
    // Both answer /api/health by now: each looks for due jobs 10 s after its start (jobs.ts).
    startedAt = Date.now();
    proxy = await startNginx(ports, proxyPort);
    adminToken = await signInThrough(shops[0]!, ADMIN);
  }, 180_000);
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(shops.map((shop) => shop.stop()));
    await moto?.close();
    await smtp?.close();
    await bosta?.close();
    await database?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const [first, second] = [() => shops[0]!, () => shops[1]!];
  const call = (shop: ShopProcess | NginxProxy, url: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${shop.url}${url}`, { ...rest, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) });
  };
  const admin = () => ({ authorization: `Bearer ${adminToken}` });
  /** Signs in through the whole flow on one process (the code read from the mail it sent); its access token. */
  async function signInThrough(shop: ShopProcess, email: string): Promise<string> {
    const since = smtp.received.length;
    const asked = await call(shop, '/api/auth/create-user', { method: 'POST', json: { email } });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const { verificationToken } = ((await asked.json()) as { results: { verificationToken: string } }).results;
    const code = /\b(\d{4})\b/.exec((await smtp.waitForMail(email, { since })).text ?? '')![1]!;
    const confirmed = await call(shop, '/api/auth/confirm-email', { method: 'PATCH', json: { otp: code, verificationToken } });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    return ((await confirmed.json()) as { accessToken: string }).accessToken;
  }

  it('accepts on each a token signed through the other, with the key they share through the database', async () => {
    const fromFirst = await signInThrough(first(), 'first@shop.test');
    const fromSecond = await signInThrough(second(), 'second@shop.test');
    for (const shop of [...shops, proxy]) {
      for (const token of [fromFirst, fromSecond]) expect((await call(shop, '/api/auth/profile', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    }
    // The admin signed in through the first works the second's desk.
    expect((await call(second(), '/api/admin/orders?pageSize=1', { headers: admin() })).status).toBe(200);
    const rows = await queryRows(database.db, sql`select name, origin from shared_secrets order by name`);
    expect(rows).toEqual([
      { name: 'bosta-webhook', origin: 'generated' },
      { name: 'jwt', origin: 'generated' },
    ]);
    // Nothing generated on either machine's disk.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'secrets'))).toBe(false);
  });

  it("gives Bosta one webhook key: an event for a parcel handed over through the first is taken by the second", async () => {
    await seedStandInDistricts(database.db, systemClock);
    const [orderId] = await insertPlacedOrders(database.db, 1);
    const handed = await call(first(), '/api/admin/shipments', { method: 'POST', headers: admin(), json: { orderIds: [orderId], courier: 'bosta' } });
    expect(handed.status, await handed.clone().text()).toBe(200);
    const { trackingNumber } = ((await handed.json()) as { results: Array<{ trackingNumber: string }> }).results[0]!;
    // What the shop gave Bosta with the delivery, as Bosta sends it back with every event.
    const secret = (bosta.deliveries.get(trackingNumber)!.body.webhookCustomHeaders as Record<string, string>)['x-webhook-secret']!;
    const [stored] = await queryRows(database.db, sql`select value from shared_secrets where name = 'bosta-webhook'`);
    expect(secret).toBe(stored!.value);
    const post = (shop: ShopProcess, key: string) =>
      call(shop, '/api/webhooks/bosta', { method: 'POST', headers: { 'x-webhook-secret': key }, json: bosta.setState(trackingNumber, 21, new Date()) });
    const forged = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const shop of shops) expect((await post(shop, forged)).status).toBe(401);
    const taken = await post(second(), secret);
    expect(taken.status, await taken.clone().text()).toBe(200);
    expect(await taken.json()).toEqual({ message: 'Event received' });
    expect((await post(first(), secret)).status).toBe(200);
    const [order] = await queryRows(database.db, sql`select status from orders where id = ${orderId}`);
    expect(order!.status).toBe('shipped');
  });

  it('serves a picture uploaded through the first from the second (and through the proxy)', async () => {
    const created = await call(first(), '/api/admin/createCategory', { method: 'POST', headers: admin(), body: form({ name: 'Dresses', image: { file: await pngImage(), name: 'd.png' } }) });
    expect(created.status, await created.clone().text()).toBe(201);
    const url = ((await created.json()) as { data: { image: { secure_url: string } } }).data.image.secure_url;
    expect(url.startsWith(`${proxy.url}/media/categories/`)).toBe(true);
    const mediaPath = url.slice(proxy.url.length);
    const fromSecond = await call(second(), mediaPath);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await fromSecond.arrayBuffer());
    expect(Buffer.from(await (await call(proxy, mediaPath)).arrayBuffer()).equals(bytes)).toBe(true);
    // The picture is in the bucket, not on either process's disk.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, mediaPath))).toBe(false);
  });

  it('serves a price changed and settings saved through the first from the second within a second', async () => {
    const product = await insertProduct(database.db, { price: 250, sizes: { m: 4 } });
    const priceOn = async (shop: ShopProcess) => ((await (await call(shop, `/api/product/by-product/${product.id}`)).json()) as { results: { price: number } }).results.price;
    const shopNameOn = async (shop: ShopProcess) => ((await (await call(shop, '/api/shop-settings')).json()) as { settings: { shopName: string | null } }).settings.shopName;
    // Both cached by the second first.
    expect(await priceOn(second())).toBe(250);
    const nameBefore = await shopNameOn(second());

    const [row] = await queryRows(database.db, sql`select category_id from products where id = ${product.id}`);
    const changed = await call(first(), `/api/admin/updateProduct/${product.id}?categoryId=${String(row?.category_id)}`, {
      method: 'PATCH',
      headers: admin(),
      body: form({ title: 'Tee', description: 'Cotton', price: '300', discount: '0', sizeStock: JSON.stringify([{ size: 'm', quantity: 4 }]) }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const priceChangedAt = Date.now();
    await expect.poll(() => priceOn(second()), { timeout: 1000, interval: 25 }).toBe(300);
    expect(Date.now() - priceChangedAt).toBeLessThan(1000);

    const saved = await call(first(), '/api/admin/shop-settings', { method: 'PUT', headers: admin(), json: { shopName: 'Nile Threads' } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const savedAt = Date.now();
    expect(nameBefore).not.toBe('Nile Threads');
    await expect.poll(() => shopNameOn(second()), { timeout: 1000, interval: 25 }).toBe('Nile Threads');
    expect(Date.now() - savedAt).toBeLessThan(1000);
  });

  it("puts an order placed through one on the other's desk, and its stock change on the other's pages within a second", async () => {
    const product = await insertProduct(database.db, { price: 100, sizes: { l: 5 } });
    const stockOn = async (shop: ShopProcess) => ((await (await call(shop, `/api/product/by-product/${product.id}`)).json()) as { results: { stock: number } }).results.stock;
    // Cached by the first before the order.
    expect(await stockOn(first())).toBe(5);
    const guest = { guestid: crypto.randomUUID() };
    expect((await call(second(), '/api/cart/add-to-cart', { method: 'POST', headers: guest, json: { productId: product.id, size: 'l', quantity: 1 } })).status).toBe(200);
    const placed = await call(second(), '/api/order/create', { method: 'POST', headers: guest, json: checkoutPayload({ email: 'desk@shop.test' }) });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const body = await placed.text();
    const desk = await (await call(first(), '/api/admin/orders?pageSize=50', { headers: admin() })).text();
    const orderId = (JSON.parse(body) as { results: { _id: string } }).results._id;
    expect(desk).toContain(orderId);
    await expect.poll(() => stockOn(first()), { timeout: 1000, interval: 25 }).toBe(4);
  });

  it('refuses a token signed out through one on both', async () => {
    // Signed in through the second, signed out through the first.
    const token = `Bearer ${await signInThrough(second(), 'signed-in@shop.test')}`;
    for (const shop of shops) expect((await call(shop, '/api/auth/profile', { headers: { authorization: token } })).status).toBe(200);
    expect((await call(first(), '/api/auth/logout', { method: 'POST', headers: { authorization: token } })).status).toBe(200);
    for (const shop of shops) expect((await call(shop, '/api/auth/profile', { headers: { authorization: token } })).status).toBe(401);
  });

  it('holds the per-client limits across the two: sign-in codes and order floods', async () => {
    // 3 codes per address per 15 minutes, asked of either process.
    const codeFor = (shop: ShopProcess) => call(shop, '/api/auth/create-user', { method: 'POST', json: { email: 'limits@shop.test' } });
    const codes = [await codeFor(first()), await codeFor(second()), await codeFor(first()), await codeFor(second())];
    expect(codes.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);

    // ORDER_LIMIT_PER_IP=2 per hour for one shopper's address, whichever process takes the order.
    const product = await insertProduct(database.db, { price: 100, sizes: { m: 20 } });
    const from = { 'x-forwarded-for': '10.20.30.40' };
    const order = async (shop: ShopProcess, index: number) => {
      const guest = { ...from, guestid: crypto.randomUUID() };
      await call(shop, '/api/cart/add-to-cart', { method: 'POST', headers: guest, json: { productId: product.id, size: 'm', quantity: 1 } });
      return (await call(shop, '/api/order/create', { method: 'POST', headers: guest, json: checkoutPayload({ phone: `0101111000${index}`, email: `flood${index}@shop.test` }) })).status;
    };
    expect([await order(first(), 1), await order(second(), 2), await order(first(), 3), await order(second(), 4)]).toEqual([201, 201, 429, 429]);
  });

  it('runs every job once across the two, within a minute of their start', async () => {
    // Both processes look for due jobs 10 s after their start (jobs.ts); by 13 s after both were up, both have.
    const wait = startedAt + 13_000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const rows = await queryRows(database.db, sql`select name, runs from background_jobs order by name`);
    expect(rows.map((row) => row.name).sort()).toEqual(JOBS.map((job) => job.name).sort());
    for (const row of rows) expect(row.runs, String(row.name)).toBe(1);
  });
});
