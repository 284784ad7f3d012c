import { QueryClient, QueryClientProvider, timeoutManager } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutInput } from '../../../../shared/schemas/checkout';
import { usePlaceOrder } from './create-order';

const payload: CheckoutInput = {
  email: 'mona@shop.test',
  firstName: 'Mona',
  lastName: 'Hassan',
  address: '12 Tahrir Street',
  city: 'Nasr City',
  governorate: 'Cairo',
  phone: '01012345678',
  paymentMethod: 'cash',
  shippingFee: 90,
  discount: 0,
};

/**
 * The clock of the query library, injected: the hook waits 0.5 s and then 1 s before it sends
 * a lost order again. The waits it asks for are recorded and pass at once; the cache's own
 * timers (minutes) keep their time. Set before any QueryClient, as the library asks.
 */
const waits: number[] = [];
const CACHE_TIMER_MS = 60_000; // the cache's timers are minutes long; the retry waits are not
timeoutManager.setTimeoutProvider({
  setTimeout: (callback, delay) => {
    waits.push(delay);
    return setTimeout(callback, delay >= CACHE_TIMER_MS ? delay : 0);
  },
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (callback, delay) => setInterval(callback, delay),
  clearInterval: (id) => clearInterval(id),
});
const retryWaits = () => waits.filter((delay) => delay > 0 && delay < CACHE_TIMER_MS);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answers: Array<() => Response>) {
  const keys: string[] = [];
  // Failures are logged on purpose; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['idempotency-key'] ?? '');
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next();
    }),
  );
  const onSuccess = vi.fn();
  waits.length = 0;
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => usePlaceOrder({ onSuccess }), { wrapper });
  return { keys, onSuccess, hook };
}

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};
const placed = () => json(201, { message: 'Order placed successfully', results: { _id: 'order-1' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('usePlaceOrder', () => {
  it('retries a lost request with the same Idempotency-Key', async () => {
    const { keys, onSuccess, hook } = setup([networkDown, () => json(503, { message: 'down' }), placed]);
    act(() => hook.result.current.placeOrder(payload));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(keys).toHaveLength(3);
    expect(retryWaits()).toEqual([500, 1000]);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the key when the same order is sent again after no answer, and takes a new one after a refusal', async () => {
    const { keys, hook } = setup([networkDown, networkDown, networkDown, () => json(409, { message: 'Only 1 left' }), placed]);
    act(() => hook.result.current.placeOrder(payload));
    await waitFor(() => expect(hook.result.current.isError).toBe(true), { timeout: 10_000 });
    // The shopper clicks again: the first attempt may have reached the server, so same key.
    act(() => hook.result.current.placeOrder(payload));
    await waitFor(() => expect(hook.result.current.error?.message).toBe('Only 1 left'), { timeout: 10_000 });
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    // A definite refusal ends the attempt: the next click is a new one.
    act(() => hook.result.current.placeOrder(payload));
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true), { timeout: 10_000 });
    expect(keys[4]).not.toBe(keys[0]);
  });

  it('sends a changed order with a new key', async () => {
    const { keys, hook } = setup([() => json(500, {}), () => json(500, {}), () => json(500, {}), placed]);
    act(() => hook.result.current.placeOrder(payload));
    await waitFor(() => expect(hook.result.current.isError).toBe(true), { timeout: 10_000 });
    act(() => hook.result.current.placeOrder({ ...payload, governorate: 'Giza' }));
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true), { timeout: 10_000 });
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('ignores a second click while the order is being sent', async () => {
    const { keys, onSuccess, hook } = setup([placed, placed]);
    act(() => {
      hook.result.current.placeOrder(payload);
      hook.result.current.placeOrder(payload);
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(keys).toHaveLength(1);
  });
});
