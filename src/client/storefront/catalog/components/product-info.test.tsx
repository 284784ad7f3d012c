import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testProduct } from '../../../components/catalog/test-products';
import type { Product } from '../../../lib/catalogue';
import { ProductInfo } from './product-info';

afterEach(cleanup);

const renderInfo = (product: Product) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProductInfo product={product} />
    </QueryClientProvider>,
  );

describe('product page information', () => {
  it('shows stock of the preselected size in orange at 5 or less', () => {
    renderInfo(testProduct());
    const stock = screen.getByTestId('stock-text');
    expect(stock.textContent).toBe('3 left');
    expect(stock.className).toContain('text-orange-700');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Size Chart' })).toBeTruthy();
  });

  it('shows plain stock text above 5', () => {
    renderInfo(testProduct({ sizeStock: [{ size: 'm', quantity: 12 }] }));
    const stock = screen.getByTestId('stock-text');
    expect(stock.textContent).toBe('12 left');
    expect(stock.className).not.toContain('text-orange-700');
  });

  it('hides the controls of a sold-out product and says so', () => {
    renderInfo(testProduct({ sizeStock: [{ size: 's', quantity: 0 }, { size: 'l', quantity: 0 }] }));
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    expect(screen.getByText('This product is currently out of stock.')).toBeTruthy();
    expect(screen.getByTestId('stock-text').textContent).toBe('OUT OF STOCK');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'S' })).toBeNull();
  });
});
