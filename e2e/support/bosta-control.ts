/**
 * The browser tests' hold on the Bosta stand-in, which runs inside the e2e server's process: a
 * loopback port (its URL written to a file in the e2e data directory) through which a test
 * moves a delivery to a state and has the stand-in post that event to the shop's webhook, as
 * Bosta would, or has Bosta refuse (and then accept) an order. Tests call it through the helpers below.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BostaStandIn } from '../../src/server/test-support/bosta-stand-in';

type Command =
  | { action: 'state'; orderNumber: number; state: number; exceptionReason?: string }
  | { action: 'refuse'; orderNumber: number; message: string }
  | { action: 'forgive'; orderNumber: number };

export async function startBostaControl(bosta: BostaStandIn, urlFile: string) {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        try {
          const command = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Command;
          const { orderNumber } = command;
          if (command.action !== 'state') {
            if (command.action === 'refuse') bosta.refuse(orderNumber, command.message);
            else bosta.forgive(orderNumber);
            response.writeHead(204).end();
            return;
          }
          const { state, exceptionReason } = command;
          const delivery = bosta.byReference(orderNumber);
          if (!delivery) throw new Error(`Bosta has no delivery for order ${orderNumber}`);
          bosta.setState(delivery.trackingNumber, state, new Date(), exceptionReason ? { exceptionReason } : {});
          const shop = await bosta.sendEvent(delivery.trackingNumber);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ trackingNumber: delivery.trackingNumber, shop }));
        } catch (error) {
          response.writeHead(400, { 'content-type': 'text/plain' });
          response.end(String(error));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fs.writeFileSync(urlFile, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Bosta's state codes the tests use. */
export const BOSTA_STATE = { pickedUp: 21, outForDelivery: 41, delivered: 45, exception: 47 } as const;

async function control(dataDir: string, command: Command): Promise<Response> {
  const url = fs.readFileSync(path.resolve(dataDir, 'bosta-control.url'), 'utf8');
  const response = await fetch(url, { method: 'POST', body: JSON.stringify(command) });
  if (!response.ok) throw new Error(`bosta control ${response.status}: ${await response.text()}`);
  return response;
}

/** Moves the Bosta delivery of an order to a state; the stand-in posts the event to the shop, whose answer is returned. */
export async function bostaEvent(dataDir: string, orderNumber: number, state: number, exceptionReason?: string): Promise<{ trackingNumber: string; shop: { status: number } }> {
  const response = await control(dataDir, { action: 'state', orderNumber, state, exceptionReason });
  return (await response.json()) as { trackingNumber: string; shop: { status: number } };
}

/** Bosta refuses this order's delivery with this message until `bostaAccepts`. */
export const bostaRefuses = async (dataDir: string, orderNumber: number, message: string) => void (await control(dataDir, { action: 'refuse', orderNumber, message }));
export const bostaAccepts = async (dataDir: string, orderNumber: number) => void (await control(dataDir, { action: 'forgive', orderNumber }));
