import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { startWhatsappGraphStandIn } from '../../test-support/whatsapp-graph-stand-in';
import { addToCart, guestHeaders, insertProduct } from '../orders/test-fixtures';
import { runCartReminders } from './index';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('cart reminders on WhatsApp on %s', (kind) => {
  let shop: TestShop;
  let graph: Awaited<ReturnType<typeof startWhatsappGraphStandIn>>;
  const clock = new ManualClock();
  beforeAll(async () => {
    graph = await startWhatsappGraphStandIn();
    shop = await createTestShop(kind, { clock, whatsapp: graph.config({ cartTemplate: 'cart_reminder' }) });
  });
  afterAll(async () => {
    await shop.close();
    await graph.close();
  });
  beforeEach(async () => {
    await shop.reset();
    graph.sent.length = 0;
    clock.set(new Date());
  });

  it('sends the cart template with the link to the cart, once, to the number typed at checkout', async () => {
    const dress = await insertProduct(shop.database.db, { price: 400, sizes: { m: 10 } });
    const withPhone = guestHeaders();
    await addToCart(shop, withPhone, dress.id, 'm', 1);
    await shop.app.inject({ method: 'POST', url: '/api/cart/contact', headers: { ...withPhone, 'accept-language': 'ar' }, payload: { email: 'wa@shop.test', phone: '+20 101 234 5678' } });
    // No number: the e-mail alone.
    const withoutPhone = guestHeaders();
    await addToCart(shop, withoutPhone, dress.id, 'm', 1);
    await shop.app.inject({ method: 'POST', url: '/api/cart/contact', headers: withoutPhone, payload: { email: 'mail-only@shop.test', phone: 'not a phone' } });

    clock.advance(5 * HOUR);
    expect(await runCartReminders(shop.app)).toEqual({ found: 2, mailed: 2, skipped: 0, whatsapp: 1, failed: 0 });
    expect(graph.sent).toHaveLength(1);
    expect(graph.sent[0]!.to).toBe('201012345678');
    expect(graph.sent[0]!.template.name).toBe('cart_reminder');
    expect(graph.sent[0]!.template.language.code).toBe('ar');
    expect(graph.sent[0]!.template.components).toEqual([{ type: 'body', parameters: [{ type: 'text', text: 'http://shop.test/ar/cart' }] }]);

    clock.advance(10 * HOUR);
    await runCartReminders(shop.app);
    expect(graph.sent).toHaveLength(1);
  });
});
