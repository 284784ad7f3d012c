import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import type { BostaStandIn } from '../../test-support/bosta-stand-in';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { insertCustomer, type Customer } from '../orders/test-fixtures';
import { askReturn, BOSTA_DISTRICT, changeReturn, deliveredOrder, deliveredWithBosta, shippedWithBosta, withBostaReturnsShop } from './test-helpers';

describe.each(testDatabases())('the pickup of an approved return on %s', (kind) => {
  let shop: TestShop;
  let bosta: BostaStandIn;
  let admin: Customer;
  let customer: Customer;
  const clock = new ManualClock();

  withBostaReturnsShop(kind, clock, (world) => ({ shop, bosta, admin, customer } = world));

  const deliveredByBosta = (options: { stock?: Record<string, number> } = {}) => deliveredWithBosta({ shop, admin, customer }, options.stock);
  const approve = async (orderId: string, line: object, reason = 'wrong_size', change: object = {}, beforeApproval?: (label: string) => void) => {
    const asked = await askReturn(shop, customer.headers, orderId, { lines: [{ size: 'm', quantity: 1, reason, ...line }] });
    expect(asked.statusCode, asked.body).toBe(201);
    beforeApproval?.(asked.json().results.label);
    const since = shop.smtp.received.length;
    const res = await changeReturn(shop, admin, asked.json().results._id, { state: 'approved', ...change });
    expect(res.statusCode, res.body).toBe(200);
    return { results: res.json().results, mail: await shop.smtp.waitForMail(customer.email, { since }) };
  };

  it('asks Bosta for a customer return pickup at the order address, collecting the customer\'s share of the shipping', async () => {
    const order = await deliveredByBosta();
    const { results, mail } = await approve(order._id, { productId: order.product.id });
    const sent = bosta.requests.find((request) => request.path === '/deliveries?apiVersion=1')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      type: 25,
      businessReference: results.label,
      cod: 90,
      pickupAddress: { districtId: BOSTA_DISTRICT.districtId, firstLine: '12 Nile Street', city: 'Cairo' },
      receiver: { firstName: 'Mona', phone: '01012345678' },
      returnSpecs: { packageDetails: { itemsCount: 1 } },
    });
    const tracking = bosta.byReference(results.label)!.trackingNumber;
    expect(results.pickup).toEqual({ by: 'bosta', trackingNumber: tracking, note: 'Bosta: a customer return pickup (type 25)', why: 'bosta', bostaType: 25, error: null, arrivedAt: null });
    expect(sent.webhookUrl).toMatch(/\/api\/webhooks\/bosta$/);
    expect(mail.text).toContain(`A Bosta courier will call you to pick the pieces up (tracking number ${tracking}).`);
  });

  it('collects the exchange charge the shop decided as the exchange\'s COD, with the return shipping the customer pays', async () => {
    // Exchanges not shipping free: the customer pays the pickup (90 LE outside Alexandria) and the difference.
    const policy = await shop.app.inject({ method: 'PUT', url: '/api/admin/shop-settings', headers: admin.headers, payload: { exchangeShipsFree: false } });
    expect(policy.statusCode, policy.body).toBe(200);
    const order = await deliveredByBosta({ stock: { l: 2 } });
    const { results, mail } = await approve(order._id, { productId: order.product.id, exchangeSize: 'l' }, 'changed_mind', { exchangeCharge: 149.99 });
    const sent = bosta.requests.find((request) => request.path === '/deliveries?apiVersion=1')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ type: 30, cod: 239.99 });
    expect(results).toMatchObject({ customerShipping: 90, exchangeOrder: { charge: 149.99, chargeEditable: false } });
    expect(mail.text).toContain('For the new size, the courier collects 149.99 LE in cash (the price difference).');
  });

  it('asks for an exchange delivery when a new size goes out: one visit delivers it and takes the old one', async () => {
    const order = await deliveredByBosta({ stock: { l: 2 } });
    const { results } = await approve(order._id, { productId: order.product.id, exchangeSize: 'l' });
    const sent = bosta.requests.find((request) => request.path === '/deliveries?apiVersion=1')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      type: 30,
      cod: 0,
      dropOffAddress: { districtId: BOSTA_DISTRICT.districtId, firstLine: '12 Nile Street' },
      specs: { packageDetails: { itemsCount: 1, description: `Exchange order #${results.exchangeOrder.orderNumber}` } },
      returnSpecs: { packageDetails: { itemsCount: 1 } },
    });
    expect(results.pickup.by).toBe('bosta');
  });

  it('falls back to a pickup by hand when Bosta refuses, and for an order of the own delivery', async () => {
    const order = await deliveredByBosta();
    // A refusal is Bosta's 4xx with its message (a 5xx or a lost answer is looked up: returns-pickup-once.test.ts).
    const refused = await approve(order._id, { productId: order.product.id }, 'wrong_size', {}, (label) => bosta.refuse(label, 'pickupAddress is not covered'));
    expect(refused.results.pickup).toMatchObject({ by: 'manual', trackingNumber: null, why: 'refused', bostaType: 25, error: 'pickupAddress is not covered' });
    expect(refused.results.pickup.note).toContain('Bosta refused a customer return pickup (type 25): pickupAddress is not covered');
    bosta.forgive(refused.results.label);
    expect(refused.mail.text).toContain('Our courier will call you to arrange the pickup.');

    const own = await deliveredOrder(shop, admin, customer.headers, { email: customer.email });
    const { results } = await approve(own._id, { productId: own.product.id });
    expect(results.pickup).toEqual({ by: 'manual', trackingNumber: null, note: 'Own delivery: arrange the pickup with your rider.', why: 'own', bostaType: null, error: null, arrivedAt: null });
  });

  it('says what it would do when the shop has no Bosta key', async () => {
    const plain = await createTestShop(kind, { clock });
    try {
      const boss = await insertCustomer(plain, 'owner@shop.test', 'admin');
      const buyer = await insertCustomer(plain, 'mona@buyer.test');
      const order = await deliveredOrder(plain, boss, buyer.headers, { email: buyer.email });
      await shippedWithBosta(plain, order, 'T1');
      const asked = await askReturn(plain, buyer.headers, order._id, { lines: [{ productId: order.product.id, size: 'm', quantity: 1, reason: 'defective' }] });
      const approved = await changeReturn(plain, boss, asked.json().results._id, { state: 'approved' });
      expect(approved.json().results.pickup).toEqual({
        by: 'manual',
        trackingNumber: null,
        note: "Bosta is not set up (BOSTA_API_KEY): with it, the shop would ask Bosta for a customer return pickup (type 25) at the order's address; arrange the pickup by hand.",
        why: 'not_configured',
        bostaType: 25,
        error: null,
        arrivedAt: null,
      });
    } finally {
      await plain.close();
    }
  });
});
