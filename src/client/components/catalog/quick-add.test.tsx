import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import QuickAddDialog from './quick-add-dialog';
import type { QuantityCheck } from './size-quantity';
import { testProduct } from './test-products';
import { cartQueryKey, fetchCart, type Cart } from '../../lib/cart';
import type { Product } from '../../lib/catalogue';

afterEach(cleanup);

function renderDialog(product: Product, checkQuantity: QuantityCheck = async () => true) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <QuickAddDialog product={product} onClose={onClose} checkQuantity={checkQuantity} />
    </QueryClientProvider>,
  );
  return { onClose };
}

const sizeButton = (label: string) => screen.getByRole('button', { name: label });
const quantity = () => screen.getByRole('group', { name: 'Quantity' }).querySelector('output')?.textContent;
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('quick-add dialog', () => {
  it('shows the product with its final price, the struck original and the percent badge', () => {
    renderDialog(testProduct());
    expect(screen.getByRole('dialog', { name: 'Linen Shirt' })).toBeTruthy();
    expect(screen.getByText('A light linen shirt.')).toBeTruthy();
    expect(screen.getByText('400 LE')).toBeTruthy();
    expect(screen.getByText('500 LE').closest('s')).toBeTruthy();
    expect(screen.getByText('-20% OFF')).toBeTruthy();
  });

  it('preselects the first size in stock, disables sold-out sizes and starts at quantity 1', () => {
    renderDialog(testProduct());
    expect(sizeButton('XS').hasAttribute('disabled')).toBe(true);
    expect(sizeButton('S').getAttribute('aria-pressed')).toBe('true');
    expect(sizeButton('M').getAttribute('aria-pressed')).toBe('false');
    expect(quantity()).toBe('1');
  });

  it('never goes below 1: minus is disabled at 1', async () => {
    const check = vi.fn<QuantityCheck>(async () => true);
    renderDialog(testProduct(), check);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus.hasAttribute('disabled')).toBe(true);
    await click(minus);
    expect(check).not.toHaveBeenCalled();
    expect(quantity()).toBe('1');
  });

  it('asks the server before each change and applies only what it confirms', async () => {
    let available = true;
    const check = vi.fn<QuantityCheck>(async () => available);
    renderDialog(testProduct(), check);
    await click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(check).toHaveBeenLastCalledWith({ productId: 'p1', size: 's', quantity: 2 });
    expect(quantity()).toBe('2');
    expect(screen.getByRole('button', { name: 'Decrease quantity' }).hasAttribute('disabled')).toBe(false);

    available = false;
    await click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(check).toHaveBeenLastCalledWith({ productId: 'p1', size: 's', quantity: 3 });
    expect(quantity()).toBe('2');
    // Not silently: the shopper is told why + stopped.
    expect(screen.getByText('Only 2 left in size S')).toBeTruthy();

    available = true;
    await click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity()).toBe('1');
  });

  it('keeps the quantity when the check fails on the network', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDialog(testProduct(), async () => {
      throw new Error('offline');
    });
    await click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity()).toBe('1');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('resets the quantity to 1 when another size is chosen', async () => {
    renderDialog(testProduct());
    await click(screen.getByRole('button', { name: 'Increase quantity' }));
    await click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity()).toBe('3');
    await click(sizeButton('M'));
    expect(sizeButton('M').getAttribute('aria-pressed')).toBe('true');
    expect(quantity()).toBe('1');
  });

  it('ignores a sold-out size', async () => {
    renderDialog(testProduct());
    await click(sizeButton('XS'));
    expect(sizeButton('S').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows only "Item out of stock" when every size is sold out', () => {
    renderDialog(testProduct({ sizeStock: [{ size: 's', quantity: 0 }, { size: 'm', quantity: 0 }] }));
    expect(screen.getByText('Item out of stock')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull();
  });

  it('waits for an add and the cart fetched after it, so + then changes the line in the cart', async () => {
    // The server's cart: a line of size S once the add has landed.
    let cartLines: Cart['products'] = [];
    let finishAdd = () => {};
    const calls: string[] = [];
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    const cartAnswer = () => ({ products: cartLines, totalItems: cartLines.reduce((sum, line) => sum + line.quantity, 0), grandTotal: 0 });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url.slice(url.indexOf('/api/'))}`);
      if (url.endsWith('/api/cart/add-to-cart')) {
        await new Promise<void>((resolve) => (finishAdd = resolve));
        const product = testProduct();
        cartLines = [{ product: { _id: product._id, title: product.title, images: product.images, finalPrice: product.finalPrice, stock: product.stock }, size: 's', quantity: 1, price: 400, total: 400 }] as unknown as Cart['products'];
        return json({ message: 'Added', results: cartAnswer() });
      }
      if (url.includes('/api/cart/update-product-quantity/')) {
        cartLines = cartLines.map((line) => ({ ...line, quantity: JSON.parse(String(init?.body)).quantity }));
        return json({ message: 'Updated', results: cartAnswer() });
      }
      return json({ results: cartAnswer() });
    });
    // The header's cart count, which keeps the cart query active as on every page.
    function CartCount() {
      const cart = useQuery({ queryKey: [...cartQueryKey, 'guest'], queryFn: fetchCart });
      return <span data-testid="cart-count">{cart.data?.totalItems ?? 0}</span>;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CartCount />
        <QuickAddDialog product={testProduct()} onClose={() => {}} checkQuantity={async () => true} />
      </QueryClientProvider>,
    );
    const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
    const addButton = () => screen.getByRole('button', { name: 'Add to Cart' });

    await click(addButton());
    // The add is on its way: + waits instead of changing only the quantity still to add.
    await waitFor(() => expect(calls).toContain('POST /api/cart/add-to-cart'));
    expect(plus().hasAttribute('disabled')).toBe(true);
    await click(plus());
    expect(quantity()).toBe('1');

    await act(async () => finishAdd());
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('1'));
    await waitFor(() => expect(plus().hasAttribute('disabled')).toBe(false));
    await click(plus());
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('2'));
    expect(calls).toContain('PUT /api/cart/update-product-quantity/p1');

    // The line already holds 2: Add to Cart confirms, and adds nothing more.
    await click(addButton());
    expect(calls.filter((call) => call === 'POST /api/cart/add-to-cart')).toHaveLength(1);
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
  });

  it('closes on Escape', async () => {
    const { onClose } = renderDialog(testProduct());
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalled();
  });
});
