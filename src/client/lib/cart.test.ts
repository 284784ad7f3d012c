import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from './cart';
import { withoutLine } from './cart';
import type { Size } from '../../shared/sizes';

const line = (id: string, size: Size, finalPrice: number, quantity: number): CartLine => ({
  product: { _id: id, title: id, titleAr: null, images: [], finalPrice },
  size,
  quantity,
  available: 10,
  total: Math.round(finalPrice * quantity * 100) / 100,
});

describe('withoutLine', () => {
  it('drops only the line of that product and size and recomputes the totals', () => {
    const cart: Cart = {
      products: [line('a', 'm', 199.99, 2), line('a', 'l', 199.99, 1), line('b', 's', 0.1, 3)],
      totalItems: 6,
      grandTotal: 600.27,
    };
    const next = withoutLine(cart, 'a', 'm');
    expect(next.products.map((l) => `${l.product._id}:${l.size}`)).toEqual(['a:l', 'b:s']);
    expect(next.totalItems).toBe(4);
    expect(next.grandTotal).toBe(200.29);
  });

  it('leaves an empty cart at zero', () => {
    const next = withoutLine({ products: [line('a', 'm', 10, 1)], totalItems: 1, grandTotal: 10 }, 'a', 'm');
    expect(next).toEqual({ products: [], totalItems: 0, grandTotal: 0 });
  });
});
