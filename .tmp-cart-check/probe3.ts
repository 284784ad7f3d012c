import { generateCatalogue } from '../src/server/test-support/generated-catalogue';
import { createScratchDatabase } from '../src/server/test-support/scratch-database';
import { startShopProcess } from '../src/server/test-support/shop-process';

const database = await createScratchDatabase('pglite');
const { productIds } = await generateCatalogue({ ...database, categories: 2, productsPerCategory: 5, stockPerSize: 30 });
const shop = await startShopProcess({ DATABASE_URL: '', DATA_DIR: database.dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'error' }, 3979);
const start = Date.now();
const events: string[] = [];
let stop = false;
async function client(c: number) {
  for (let n = 0; !stop; n++) {
    const guestId = crypto.randomUUID();
    const productId = productIds[(c * 7 + n) % productIds.length]!;
    const added = await fetch(`${shop.url}/api/cart/add-to-cart`, { method: 'POST', headers: { 'content-type': 'application/json', guestid: guestId }, body: JSON.stringify({ productId, quantity: 1 + (n % 2), size: ['s', 'm', 'l'][n % 3] }) });
    const addBody = await added.text();
    events.push(`${Date.now() - start} c${c} add ${added.status} ${added.ok ? '' : addBody.slice(0, 100)}`);
    if (!added.ok) continue;
    const response = await fetch(`${shop.url}/api/order/create`, { method: 'POST', headers: { 'content-type': 'application/json', guestid: guestId }, body: JSON.stringify({ email: `crash${c}-${n}@shop.test`, firstName: 'Crash', lastName: 'Test', address: '1 Corniche Road', city: 'Egypt', governorate: 'Alexandria', phone: `0120000${String(c * 1000 + n).padStart(4, '0')}`, paymentMethod: 'cash', shippingFee: 70, discount: 0 }) });
    const body = await response.text();
    events.push(`${Date.now() - start} c${c} order ${response.status} ${response.status === 201 ? '' : body.slice(0, 120)}`);
  }
}
const clients = Array.from({ length: 6 }, (_, c) => client(c));
await new Promise((r) => setTimeout(r, 4000));
stop = true;
await Promise.all(clients);
console.log(events.slice(0, 30).join('\n'));
await shop.stop();
await database.dispose();
