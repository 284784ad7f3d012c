import { describe, expect, it } from 'vitest';
import { productListApiPath, productListParams } from './catalogue-list-url';

describe('productListParams', () => {
  it('writes a list in one fixed order without its defaults', () => {
    expect(productListParams({ sort: 'newest', onSale: true, size: 'm', page: 1, pageSize: 24 })).toEqual({ size: 'm', onSale: 'true' });
    expect(productListApiPath({ sort: 'price-asc', page: 3, category: 'c1' })).toBe('/products?category=c1&sort=price-asc&page=3');
  });

  it('keeps "newest" on a search, whose own default order is its best matches', () => {
    expect(productListParams({ q: 'dress' })).toEqual({ q: 'dress' });
    expect(productListParams({ q: 'dress', sort: 'newest' })).toEqual({ q: 'dress', sort: 'newest' });
  });
});
