import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmationPageAnswer } from '../../../../shared/contract/answers';
import { messages } from '../../../../shared/messages';
import { Component as ConfirmOrderPage } from './confirm-order-page';

const t = messages.confirmPage;

const order = (overrides: Partial<ConfirmationPageAnswer> = {}): ConfirmationPageAnswer => ({
  orderNumber: 1042,
  status: 'pending',
  confirmation: { state: 'awaiting', by: null, at: null },
  total: 759.5,
  subtotal: 669.5,
  shippingFee: 90,
  discount: 0,
  lines: [
    { title: 'Classic White Tee', size: 's', quantity: 1, price: 249.5, image: null },
    { title: 'Zebra Heat Tee', size: 's', quantity: 1, price: 420, image: '/media/zebra-640.webp' },
  ],
  address: { firstName: 'Mona', lastName: 'Hassan', phone: '01012345678', address: '12 Tahrir Street', city: 'Nasr City', governorate: 'Cairo' },
  language: 'en',
  ...overrides,
});

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
let calls: Call[];
/** Answers by request: the order link's GET and POST in turn; the shop settings always. */
let orderAnswers: Array<() => Response>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  orderAnswers = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.endsWith('/shop-settings')) return json(200, { settings: { shopName: null, whatsappNumber: null } });
      calls.push({ url, method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string>, body: init.body ? JSON.parse(init.body as string) : undefined });
      const next = orderAnswers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next();
    }),
  );
  localStorage.setItem('accessToken', 'a-token-the-link-does-not-need');
  localStorage.setItem('guestId', 'a-guest');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderPage(token = 'tok_123') {
  const router = createMemoryRouter([{ path: '/confirm/:token', element: <ConfirmOrderPage /> }], { initialEntries: [`/confirm/${token}`] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the confirmation link page', () => {
  it('shows the order and confirms it, without the shopper token or guest id', async () => {
    orderAnswers.push(
      () => json(200, { results: order() }),
      () => json(200, { message: 'ok', results: order({ status: 'placed', confirmation: { state: 'confirmed', by: 'customer', at: new Date().toISOString() } }) }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(screen.getByText('Order #1042')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('759.50 LE');
    expect(screen.getByText(t.payOnDelivery)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t.confirm }));
    const heading = await screen.findByRole('heading', { level: 1, name: t.confirmedTitle });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();

    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/orders/confirm/tok_123', 'POST /api/orders/confirm/tok_123']);
    expect(calls[1]!.body).toEqual({ answer: 'confirm' });
    for (const call of calls) {
      expect(call.headers.authorization).toBeUndefined();
      expect(call.headers.guestid).toBeUndefined();
    }
  });

  it('says an unknown link does not work, without asking again', async () => {
    orderAnswers.push(() => json(404, { message: messages.confirmation.linkNotFound }));
    renderPage('nope');
    expect(await screen.findByRole('heading', { level: 1, name: t.notFoundTitle })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.retry })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('offers to try again when the shop cannot be reached', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: t.failedTitle })).toBeTruthy();
    orderAnswers.push(() => json(200, { results: order() }));
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('button', { name: t.confirm })).toBeTruthy();
  });

  it('after a refused second answer, says why and where the order stands now', async () => {
    orderAnswers.push(
      () => json(200, { results: order() }),
      () => json(409, { message: messages.confirmation.alreadyAnswered }),
      () => json(200, { results: order({ status: 'cancelled', confirmation: { state: 'declined', by: 'whatsapp', at: new Date().toISOString() } }) }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: t.confirm }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.confirmation.alreadyAnswered);
    await waitFor(() => expect(alert.textContent).toContain(t.already.declined));
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
    expect(screen.queryByRole('button', { name: t.cancel })).toBeNull();
  });

  it('keeps the buttons when an answer is lost on the way', async () => {
    orderAnswers.push(() => json(200, { results: order() }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: t.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.answerFailed);
    expect(screen.getByRole('button', { name: t.confirm })).toBeTruthy();
  });

  it('shows no buttons for an order that needs no answer', async () => {
    orderAnswers.push(() => json(200, { results: order({ status: 'shipped', confirmation: { state: 'confirmed', by: 'staff', at: new Date().toISOString() } }) }));
    renderPage();
    expect((await screen.findByTestId('confirm-standing')).textContent).toBe(t.already.shipped);
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
  });
});
