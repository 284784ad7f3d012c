import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

// A web client hosted on another origin (the spec's {host}) may call the API when its origin
// is in CORS_ORIGINS; the e2e server allows http://127.0.0.1:<its port + 1>.
const shopOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;

async function servePage(port: number) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Partner site</title><p>partner</p>');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// Runs in the partner page: a cross-origin call with the shop's own headers, which needs a preflight.
const callShop = `async ([apiBase, guestId]) => {
  try {
    const response = await fetch(apiBase + '/api/cart/add-to-cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json', guestid: guestId, 'idempotency-key': 'x' },
      body: JSON.stringify({ productId: '00000000-0000-4000-8000-000000000000', size: 'm', quantity: 1 }),
    });
    const listing = await fetch(apiBase + '/api/category/with-products');
    return { status: response.status, listing: listing.status, categories: (await listing.json()).categories.length };
  } catch (error) {
    return { error: String(error) };
  }
}`;

test('a page on an allowed origin calls the API with the shop headers; another origin is refused', async ({ page }) => {
  const allowed = await servePage(Number(new URL(shopOrigin).port) + 1);
  const stranger = await servePage(0);
  try {
    await page.goto(allowed.origin);
    const answer = await page.evaluate(`(${callShop})(${JSON.stringify([shopOrigin, crypto.randomUUID()])})`);
    // The preflight passed: the API's own answer (404 for an unknown product) reached the page.
    expect(answer).toMatchObject({ status: 404, listing: 200 });
    expect((answer as { categories: number }).categories).toBeGreaterThan(0);

    await page.goto(stranger.origin);
    const refused = await page.evaluate(`(${callShop})(${JSON.stringify([shopOrigin, crypto.randomUUID()])})`);
    expect(refused).toMatchObject({ error: expect.stringContaining('Failed to fetch') });
  } finally {
    await allowed.close();
    await stranger.close();
  }
});
