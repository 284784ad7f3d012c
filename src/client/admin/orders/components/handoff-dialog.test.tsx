import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/messages';
import { HandoffDialog } from './handoff-dialog';

const s = messages.deskShipping;
const orders = [{ _id: 'o1', orderNumber: 1001, city: 'Zamalek', governorate: 'Cairo' }];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('accessToken', 'staff-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderDialog(courier: 'bosta' | 'own') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <HandoffDialog courier={courier} orders={orders} open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
}

describe('HandoffDialog', () => {
  it('with Bosta not connected says so once: no disabled "Send 0" under the message, and Close instead of Cancel', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(409, { message: messages.courier.notConfigured })));
    renderDialog('bosta');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.courier.notConfigured);
    expect(screen.queryByRole('button', { name: s.send(0) })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Send/ })).toBeNull();
    expect(screen.getByRole('button', { name: s.close })).toBeTruthy();
  });

  it('for own delivery still offers to send the orders', () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, {})));
    renderDialog('own');
    expect(screen.getByRole('button', { name: s.send(1) })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: s.cancel })).toBeTruthy();
  });
});
