import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestShop, type TestShop } from '../test-support/test-shop';
import type { App } from '../types';

/** The address the shop recorded for a code request: what its per-IP limit counts. */
async function recordedIp(shop: TestShop, app: App, remoteAddress: string, forwardedFor: string): Promise<string> {
  const email = `${crypto.randomUUID()}@example.com`;
  const answer = await app.inject({ method: 'POST', url: '/api/auth/create-user', payload: { email }, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
  expect(answer.statusCode).toBe(200);
  const { rows } = (await shop.database.db.execute(sql`select request_ip from otp_challenges where email = ${email}`)) as unknown as { rows: { request_ip: string }[] };
  return rows[0]!.request_ip;
}

describe('TRUST_PROXY', () => {
  let shop: TestShop;
  let behindProxy: App;
  beforeAll(async () => {
    shop = await createTestShop('postgres');
    behindProxy = await buildApp(
      { config: { ...shop.config, trustProxy: ['10.0.0.0/8'] }, db: shop.database.db, dbKind: shop.database.kind, mailer: shop.app.deps.mailer, storage: shop.storage },
      { logger: false, serveClient: false },
    );
  });
  afterAll(async () => {
    await behindProxy.close();
    await shop.close();
  });

  it('believes X-Forwarded-For from nobody by default, loopback included', async () => {
    expect(await recordedIp(shop, shop.app, '127.0.0.1', '198.51.100.9')).toBe('127.0.0.1');
    expect(await recordedIp(shop, shop.app, '203.0.113.5', '198.51.100.9')).toBe('203.0.113.5');
  });

  it('believes it only from the proxies listed', async () => {
    expect(await recordedIp(shop, behindProxy, '10.1.2.3', '198.51.100.9')).toBe('198.51.100.9');
    expect(await recordedIp(shop, behindProxy, '127.0.0.1', '198.51.100.9')).toBe('127.0.0.1');
    // A client's own forged entry comes first; the proxy appends the real peer last.
    expect(await recordedIp(shop, behindProxy, '10.1.2.3', '1.2.3.4, 198.51.100.10')).toBe('198.51.100.10');
  });

  it('reads addresses and ranges, and refuses anything else at start-up', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,loopback,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1', 'loopback', '::1']);
    for (const wrong of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});
