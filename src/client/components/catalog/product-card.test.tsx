import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from './product-card';
import { testProduct } from './test-products';
import type { Product } from '../../lib/catalogue';

afterEach(cleanup);

const renderCard = (product: Product, onQuickAdd = vi.fn()) => {
  render(
    <MemoryRouter>
      <ProductCard product={product} onQuickAdd={onQuickAdd} />
    </MemoryRouter>,
  );
  return onQuickAdd;
};

describe('product card', () => {
  it('links to the product page and shows the discount badge', () => {
    renderCard(testProduct({ price: 1000, finalPrice: 750, discount: 25 }));
    expect(screen.getByRole('link').getAttribute('href')).toBe('/productDetails/p1');
    expect(screen.getByText('-25% OFF')).toBeTruthy();
    expect(screen.queryByText('Out of Stock!')).toBeNull();
  });

  it('has no badge without a discount', () => {
    renderCard(testProduct({ price: 400, finalPrice: 400, discount: 0 }));
    expect(screen.queryByText(/% OFF/)).toBeNull();
    expect(screen.queryByText('400 LE')).toBeTruthy();
  });

  it('shows the overlay at stock 0', () => {
    renderCard(testProduct({ stock: 0, sizeStock: [{ size: 'm', quantity: 0 }] }));
    expect(screen.getByText('Out of Stock!')).toBeTruthy();
  });

  it('opens the quick-add dialog from its Add to Cart button', () => {
    const product = testProduct();
    const onQuickAdd = renderCard(product);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onQuickAdd.mock.calls[0]?.[0]).toBe(product);
  });
});
