import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test-support/test-shop';

const LIMITS = { requestTimeoutMs: 1500, headersTimeoutMs: 1000, keepAliveTimeoutMs: 1000, connectionTimeoutMs: 5000, maxConnections: 10 };

/** Opens a raw connection, writes `start`, then one more byte of `drip` every 100 ms until the server hangs up. */
function dripUntilClosed(port: number, start: string, drip: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(start);
      let sent = 0;
      timer = setInterval(() => {
        if (!socket.writable) return;
        socket.write(drip[sent % drip.length]!);
        sent++;
      }, 100);
    });
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined); // a reset after the server's answer is part of being cut
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
    socket.on('timeout', () => reject(new Error('never cut')));
  });
}

describe('slow and greedy clients against the listening server', () => {
  let shop: TestShop;
  let port: number;

  beforeAll(async () => {
    shop = await createTestShop('postgres', { http: LIMITS });
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    port = (shop.app.server.address() as AddressInfo).port;
  });
  afterAll(() => shop.close());

  const health = () => fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.status);

  it('cuts a body sent a byte at a time with 408, and answers health meanwhile', async () => {
    const slowBodies = Array.from({ length: 5 }, () =>
      dripUntilClosed(port, 'POST /api/cart/add-to-cart HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n', '{"a":1}'),
    );
    expect(await health()).toBe(200);
    for (const answer of await Promise.all(slowBodies)) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts headers sent a byte at a time with 408', async () => {
    const answer = await dripUntilClosed(port, 'GET /api/health HTTP/1.1\r\nHost: shop.test\r\n', 'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('refuses connections beyond the cap, and serves again once they are gone', async () => {
    const held = await Promise.all(
      Array.from({ length: LIMITS.maxConnections }, () => new Promise<net.Socket>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
      })),
    );
    // Node accepts and at once closes a socket beyond maxConnections.
    await expect(health()).rejects.toThrow();
    for (const socket of held) socket.destroy();
    let status = await health().catch(() => 0);
    while (status !== 200) status = await health().catch(() => 0);
    expect(status).toBe(200);
  });

  it('rejects a headers timeout longer than the request timeout at start-up', async () => {
    const { loadConfig } = await import('../config');
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});
