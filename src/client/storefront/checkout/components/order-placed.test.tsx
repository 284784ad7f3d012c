import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/messages';
import { DEFAULT_RETURN_POLICY } from '../../../../shared/returns';
import type { Order } from '../../../lib/order';
import { shopSettingsQueryKey } from '../../../lib/shop-settings';
import { OrderPlaced } from './order-placed';

const t = messages.thankYou;

const order = (overrides: Partial<Order> = {}): Order => ({
  _id: 'o1',
  orderNumber: 1042,
  firstName: 'Mona',
  lastName: 'Hassan',
  email: 'mona@shop.test',
  phone: '01012345678',
  address: '12 Tahrir Street',
  city: 'Nasr City',
  governorate: 'Cairo',
  paymentMethod: 'cash',
  subtotal: 499,
  shippingFee: 90,
  discount: 0,
  promoCode: null,
  totalPrice: 589,
  status: 'pending',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  products: [{ _id: 'l1', productId: 'p1', title: 'Classic White Tee', image: '/media/tee-640.webp', size: 'm', quantity: 2, finalPrice: 249.5, price: 249.5 }],
  confirmation: { state: 'awaiting', by: null, at: null },
  confirmationToken: 'tok_abc',
  shipment: null,
  ...overrides,
});

const settings = (overrides: Record<string, unknown> = {}) => ({
  shopName: null, phone: null, email: null, whatsappNumber: null, address: null, openingHours: null,
  facebookUrl: null, instagramUrl: null, tiktokUrl: null, logo: null,
  confirmRule: 'all', confirmAbove: 0, autoCancelHours: 48, autoBlockRefusals: 0, ...DEFAULT_RETURN_POLICY,
  ...overrides,
});

function renderPlaced(placed: Order, shop = settings(), signedIn = false) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(shopSettingsQueryKey, shop);
  const router = createMemoryRouter([{ path: '/create-order', element: <OrderPlaced order={placed} signedIn={signedIn} /> }], { initialEntries: ['/create-order'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', () => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the thank-you page', () => {
  it("keeps the spec's texts and shows the order, the total to pay on delivery and the address", async () => {
    renderPlaced(order());
    const heading = screen.getByRole('heading', { level: 1, name: messages.checkout.orderPlaced });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(messages.checkout.thankYou)).toBeTruthy();
    expect(screen.getByText(messages.orders.thankYouNumber(1042))).toBeTruthy();
    expect(screen.getByText('Classic White Tee')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('589 LE');
    expect(screen.getByText(t.payOnDelivery)).toBeTruthy();
    expect(screen.getByText(t.pay('589 LE'))).toBeTruthy();
    expect(screen.getByText('12 Tahrir Street')).toBeTruthy();
  });

  it('asks an awaiting order to be confirmed: by e-mail, the auto-cancel time, and the link to do it now', () => {
    renderPlaced(order());
    expect(screen.getByText(t.confirmByEmail('mona@shop.test'))).toBeTruthy();
    expect(screen.getByText(t.autoCancel(48))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.confirmNow }).getAttribute('href')).toBe('/confirm/tok_abc');
    // No WhatsApp number in the shop's settings: no promise of a WhatsApp message.
    expect(screen.queryByText(t.confirmByWhatsApp('01012345678'))).toBeNull();
  });

  it('mentions WhatsApp when the shop has a number, and no deadline when the shop never cancels', () => {
    renderPlaced(order(), settings({ whatsappNumber: '01000000000', autoCancelHours: 0 }));
    expect(screen.getByText(t.confirmByWhatsApp('01012345678'))).toBeTruthy();
    expect(screen.queryByText(t.autoCancel(0))).toBeNull();
  });

  it('asks nothing of an order that needs no confirmation', () => {
    renderPlaced(order({ confirmation: { state: 'not_needed', by: null, at: null }, confirmationToken: null }));
    expect(screen.queryByTestId('confirm-step')).toBeNull();
    expect(screen.queryByRole('link', { name: t.confirmNow })).toBeNull();
    expect(screen.getByText(t.prepare)).toBeTruthy();
  });

  it('links my orders only for a signed-in shopper (a guest has none to see)', () => {
    renderPlaced(order(), settings(), false);
    expect(screen.queryByRole('link', { name: t.myOrders })).toBeNull();
    expect(screen.getByRole('link', { name: t.continueShopping }).getAttribute('href')).toBe('/collections');
    cleanup();
    renderPlaced(order(), settings(), true);
    expect(screen.getByRole('link', { name: t.myOrders }).getAttribute('href')).toBe('/my-orders');
  });
});
