import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { inboundMessageEvent, signWebhookBody, startWhatsappGraphStandIn, statusEvent, type WhatsappGraphStandIn } from '../../test-support/whatsapp-graph-stand-in';
import { queryRows, stockOf } from '../orders/test-fixtures';
import { runConfirmationJob } from '../confirmation';
import { orderRow, placedHoursAgo, placeOrder, setConfirmationSettings } from '../confirmation/test-helpers';
import { sendDueMessages } from './whatsapp.service';

const APP_SECRET = 'test-app-secret';
const CUSTOMER = '201012345678'; // checkoutPayload's phone, 01012345678, as WhatsApp writes it

/** Polls until `check` holds (the first send runs after the checkout answered). */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabases())('order confirmation on WhatsApp on %s', (kind) => {
  let shop: TestShop;
  let graph: WhatsappGraphStandIn;
  const clock = new ManualClock();
  beforeAll(async () => {
    graph = await startWhatsappGraphStandIn();
    shop = await createTestShop(kind, { clock, whatsapp: graph.config() });
  });
  beforeEach(async () => {
    await shop.reset();
    graph.sent.length = 0;
  });
  afterAll(async () => {
    await shop.close();
    await graph.close();
  });

  const post = (event: unknown, sign: (body: string) => string | undefined = (body) => signWebhookBody(body, APP_SECRET)) => {
    const body = JSON.stringify(event);
    const signature = sign(body);
    return shop.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
      payload: body,
    });
  };
  const notes = async (orderId: string) =>
    (await queryRows(shop.database.db, sql`select note from order_status_changes where order_id = ${orderId} and note is not null order by created_at, id`)).map((row) => row.note);
  // The messages sent for one order (an earlier test's order may still be sending after its reset).
  const sentFor = (orderId: string) => graph.sent.filter((message) => message.template.components.some((part) => part.parameters.some((parameter) => parameter.payload?.endsWith(orderId))));
  const outbox = (orderId: string) => queryRows(shop.database.db, sql`select kind, state, attempts, last_error from whatsapp_messages where order_id = ${orderId}`);

  it("sends an awaiting order the shop's template in the order's language, with the name, number, total and two answer buttons", async () => {
    const { order } = await placeOrder(shop, { price: 400, language: 'ar', payload: { firstName: 'Hoda' } });
    await until(() => sentFor(order._id).length === 1);
    const [message] = sentFor(order._id);
    expect(message!.to).toBe(CUSTOMER);
    expect(message!.template.name).toBe('order_confirmation');
    expect(message!.template.language.code).toBe('ar');
    expect(message!.template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: 'Hoda' }, { type: 'text', text: `#${order.orderNumber}` }, { type: 'text', text: '\u2068490\u2069 ج.م' }] },
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: `confirm:${order._id}` }] },
      { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: `cancel:${order._id}` }] },
    ]);
    await until(async () => (await notes(order._id)).length === 1);
    expect(await notes(order._id)).toEqual(['WhatsApp: confirmation request sent']);
    expect(await outbox(order._id)).toEqual([{ kind: 'confirm', state: 'sent', attempts: 1, last_error: null }]);
  });

  it('sends nothing for an order that needs no confirmation', async () => {
    await setConfirmationSettings(shop, { confirmRule: 'off' });
    const { order } = await placeOrder(shop);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sentFor(order._id)).toEqual([]);
    expect(await outbox(order._id)).toEqual([]);
  });

  it("answers Meta's verification handshake only with the shop's verify token", async () => {
    const handshake = (token: string) =>
      shop.app.inject({ method: 'GET', url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444` });
    const ok = await handshake('test-verify-token');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect((await handshake('guessed-token')).statusCode).toBe(401);
  });

  it('confirms on the Confirm button: pending to placed, by WhatsApp; the same event twice counts once', async () => {
    const { order } = await placeOrder(shop);
    const tap = inboundMessageEvent(CUSTOMER, { type: 'button', payload: `confirm:${order._id}`, text: 'Confirm' });
    const response = await post(tap);
    expect(response.statusCode, response.body).toBe(200);
    const row = await orderRow(shop, order._id);
    expect(row).toMatchObject({ status: 'placed', confirmationState: 'confirmed', confirmationBy: 'whatsapp' });
    expect(await notes(order._id)).toContain('Confirmed on WhatsApp');

    // Redelivered after the customer placed a second order: it must not confirm that one.
    const second = await placeOrder(shop);
    const text = inboundMessageEvent(CUSTOMER, { type: 'text', body: 'نعم' });
    expect((await post(text)).statusCode).toBe(200);
    expect((await orderRow(shop, second.order._id)).confirmationState).toBe('confirmed');
    const third = await placeOrder(shop);
    expect((await post(text)).statusCode).toBe(200);
    expect((await post(tap)).statusCode).toBe(200);
    expect((await orderRow(shop, third.order._id)).confirmationState).toBe('awaiting');
  });

  it('cancels on a clear "لا" the newest awaiting order of that phone, stock back once', async () => {
    const older = await placeOrder(shop);
    const { order, product } = await placeOrder(shop, { stock: 2 });
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(1);
    expect((await post(inboundMessageEvent(CUSTOMER, { type: 'text', body: 'لا، الغاء' }))).statusCode).toBe(200);
    const row = await orderRow(shop, order._id);
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'customer_cancelled', confirmationState: 'declined', confirmationBy: 'whatsapp' });
    expect(await stockOf(shop.database.db, product.id, 'm')).toBe(2);
    expect((await orderRow(shop, older.order._id)).confirmationState).toBe('awaiting');

    // A reply that is not a clear yes or no changes nothing.
    expect((await post(inboundMessageEvent(CUSTOMER, { type: 'text', body: 'ممكن اغير المقاس؟' }))).statusCode).toBe(200);
    expect((await orderRow(shop, older.order._id)).confirmationState).toBe('awaiting');
  });

  it('refuses forged, unsigned, re-signed and altered events with 401, changing nothing', async () => {
    const { order } = await placeOrder(shop);
    const event = inboundMessageEvent(CUSTOMER, { type: 'button', payload: `confirm:${order._id}`, text: 'Confirm' });
    const refusals = [
      await post(event, () => undefined),
      await post(event, (body) => signWebhookBody(body, 'another-secret')),
      await post(event, () => 'sha256=00'),
      await post(event, (body) => signWebhookBody(body.replace('Confirm', 'confirm'), APP_SECRET)),
      await post(event, (body) => signWebhookBody(body, APP_SECRET).replace('sha256=', 'sha1=')),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('The signature of this event is missing or wrong.');
    }
    const notJson = await shop.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(notJson.statusCode).toBe(401);
    expect((await orderRow(shop, order._id)).confirmationState).toBe('awaiting');
    expect(await queryRows(shop.database.db, sql`select id from whatsapp_events`)).toEqual([]);
  });

  it("ignores a button naming an order of another phone", async () => {
    const { order } = await placeOrder(shop);
    const response = await post(inboundMessageEvent('201199998888', { type: 'button', payload: `confirm:${order._id}`, text: 'Confirm' }));
    expect(response.statusCode).toBe(200);
    expect((await orderRow(shop, order._id)).confirmationState).toBe('awaiting');
  });

  it('records delivery and read receipts on the history, never moving back when they arrive out of order', async () => {
    const { order } = await placeOrder(shop);
    await until(() => sentFor(order._id).length === 1);
    const { messageId } = sentFor(order._id)[0]!;
    // The send is done once its note is written (after the message's state).
    await until(async () => (await notes(order._id)).length === 1);
    expect((await post(statusEvent(messageId, 'read', CUSTOMER))).statusCode).toBe(200);
    expect((await post(statusEvent(messageId, 'delivered', CUSTOMER))).statusCode).toBe(200);
    expect((await post(statusEvent(messageId, 'read', CUSTOMER))).statusCode).toBe(200);
    expect(await notes(order._id)).toEqual(['WhatsApp: confirmation request sent', 'WhatsApp: read']);
    expect((await outbox(order._id))[0]!.state).toBe('read');

    const other = await placeOrder(shop);
    await until(() => sentFor(other.order._id).length === 1);
    await until(async () => (await notes(other.order._id)).length === 1);
    await post(statusEvent(sentFor(other.order._id)[0]!.messageId, 'failed', CUSTOMER));
    expect((await notes(other.order._id)).at(-1)).toBe('WhatsApp: not delivered (Message undeliverable). Call the customer instead.');
  });

  it('retries a failed send with backoff without holding up the checkout, and gives up on a refusal that will not change', async () => {
    graph.failNext(1);
    const { order } = await placeOrder(shop);
    await until(async () => (await outbox(order._id))[0]?.attempts === 1 && (await notes(order._id)).length === 1);
    expect(await outbox(order._id)).toEqual([{ kind: 'confirm', state: 'queued', attempts: 1, last_error: expect.stringContaining('Service temporarily unavailable') }]);
    expect(await notes(order._id)).toEqual([expect.stringMatching(/^WhatsApp: sending failed \(.*\), retrying$/)]);
    expect(await sendDueMessages(shop.app, shop.config.whatsapp!)).toBe(0); // not due yet
    clock.advance(61 * 1000);
    // Two processes' jobs at once: one send.
    const sent = await Promise.all([sendDueMessages(shop.app, shop.config.whatsapp!), sendDueMessages(shop.app, shop.config.whatsapp!)]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(sentFor(order._id)).toHaveLength(1);
    expect((await outbox(order._id))[0]).toMatchObject({ state: 'sent', attempts: 2 });

    graph.failNext(1, { status: 400, code: 132001, message: 'Template name does not exist in the translation' });
    const refused = await placeOrder(shop);
    // The message is marked failed just before the desk's note is written: wait for the note.
    await until(async () => (await outbox(refused.order._id))[0]?.state === 'failed' && (await notes(refused.order._id)).length === 1);
    expect((await notes(refused.order._id)).at(-1)).toMatch(/^WhatsApp: not sent \(.*Template name does not exist.*\)\. Call the customer instead\.$/);
    clock.advance(10 * 60 * 1000);
    expect(await sendDueMessages(shop.app, shop.config.whatsapp!)).toBe(0);
  });

  it('sends the reminder on WhatsApp too, and nothing to an order answered meanwhile', async () => {
    const { order } = await placeOrder(shop);
    const answered = await placeOrder(shop);
    await until(() => sentFor(order._id).length === 1 && sentFor(answered.order._id).length === 1);
    await shop.app.inject({ method: 'POST', url: `/api/orders/confirm/${answered.order.confirmationToken}`, payload: { answer: 'confirm' } });
    await placedHoursAgo(shop, order._id, 25, clock.now());
    await placedHoursAgo(shop, answered.order._id, 25, clock.now());
    await runConfirmationJob(shop.app);
    await until(() => sentFor(order._id).length === 2);
    expect(sentFor(order._id)[1]!.template.components[2]!.parameters[0]!.payload).toBe(`cancel:${order._id}`);
    expect(await outbox(order._id)).toEqual([
      { kind: 'confirm', state: 'sent', attempts: 1, last_error: null },
      { kind: 'reminder', state: 'sent', attempts: 1, last_error: null },
    ]);
    expect((await outbox(answered.order._id)).map((row) => row.kind)).toEqual(['confirm']);
  });
});

describe.each(testDatabases())('a shop without WhatsApp on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());

  it('keeps taking orders by the e-mail link, and its webhook says WhatsApp is not set up', async () => {
    const { order } = await placeOrder(shop);
    expect(order.confirmation.state).toBe('awaiting');
    const verify = await shop.app.inject({ method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1' });
    expect(verify.statusCode).toBe(404);
    expect(verify.json().message).toBe('WhatsApp is not set up in this shop.');
    const event = await shop.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(event.statusCode).toBe(404);
    expect(await queryRows(shop.database.db, sql`select id from whatsapp_messages`)).toEqual([]);
  });
});
