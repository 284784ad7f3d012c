/**
 * The server the browser tests run against: a fresh data directory and a fresh database of the
 * API tests' kind (DATABASE_URL's server when set, else the shop's own embedded server), the demo catalogue,
 * an admin address, and a real SMTP server whose received mails are written as JSON files
 * under DATA_DIR/received-mail so the tests can read one-time codes and order mails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { createShop } from '../../src/server/server';
import { startEmbeddedServer, stopLeftServer } from '../../src/server/db/embedded/embedded-server';
import { createPostgresDatabase } from '../../src/server/test-support/postgres-database';
import { startTestSmtpServer } from '../../src/server/test-support/smtp';
import { startBostaStandIn } from '../../src/server/test-support/bosta-stand-in';
import { startBostaControl } from './bosta-control';
import { saveShopSettings } from '../../src/server/modules/shop-settings/shop-settings.service';
import { shopSettingsSchema } from '../../src/shared/schemas/shop-settings';
import { E2E_ADMIN_EMAIL, E2E_SHOP_SETTINGS } from './constants';

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`);
// A run stopped hard may have left its embedded server on the folder.
await stopLeftServer(dataDir);
fs.rmSync(dataDir, { recursive: true, force: true });
const mailDir = path.join(dataDir, 'received-mail');
fs.mkdirSync(mailDir, { recursive: true });
// The embedded server is started here in this process's group (not the shop's own, which
// outlives a crash): Playwright ends its web server by killing the group, server included.
const database = process.env.DATABASE_URL
  ? await createPostgresDatabase(process.env.DATABASE_URL, 'shop_e2e')
  : await startEmbeddedServer(dataDir, { ownProcessGroup: false }).then((server) => ({ url: server.url, drop: server.stop }));

// Tests that need rows no browser can make (an abandoned cart hours old) write them here.
fs.writeFileSync(path.join(dataDir, 'database.url'), database.url);

const smtp = await startTestSmtpServer();
let written = 0;
setInterval(() => {
  while (written < smtp.received.length) {
    const mail = smtp.received[written]!;
    fs.writeFileSync(path.join(mailDir, `${String(written).padStart(5, '0')}.json`), JSON.stringify(mail));
    written++;
  }
}, 50).unref();

// Bosta is never called for real: the shop talks to a local server that speaks its API, and the
// tests move its deliveries (and have it post their webhook events) through a small control port.
const bosta = await startBostaStandIn();
const bostaControl = await startBostaControl(bosta, path.join(dataDir, 'bosta-control.url'));

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  ADMIN_EMAILS: E2E_ADMIN_EMAIL,
  SEED_DEMO: 'true',
  // The CORS test serves a page from this second origin (see e2e/storefront/cors.spec.ts).
  CORS_ORIGINS: `http://127.0.0.1:${port + 1}`,
  LOG_LEVEL: 'warn',
  // Playwright's request client keeps idle sockets and reuses them: one reused at the moment
  // the shop closed it after the default 10 s of idleness was reset (ECONNRESET, seen once in
  // CI). Idle connections live longer here than any pause inside a test.
  KEEP_ALIVE_TIMEOUT_MS: '120000',
  DATABASE_URL: database.url,
  // The suite stands in for a proxy on this machine: its API sign-ins present addresses of
  // their own in X-Forwarded-For (e2e/support/shop-session.ts).
  TRUST_PROXY: 'loopback',
  // Every browser test checks out from 127.0.0.1, often with the same phone number.
  ORDER_LIMIT_PER_IP: '1000000',
  PENDING_ORDER_LIMIT_PER_PHONE: '1000000',
  BOSTA_API_KEY: bosta.apiKey,
  BOSTA_API_URL: bosta.apiUrl,
});
const app = await createShop(config);
await saveShopSettings(app.deps, shopSettingsSchema.parse(E2E_SHOP_SETTINGS));
await app.listen({ port, host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await database.drop();
  await smtp.close();
  await bostaControl.close();
  await bosta.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
