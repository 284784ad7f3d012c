import { describe, expect, it } from 'vitest';
import { findLandingPage } from './storefront-routes';

describe('findLandingPage', () => {
  it('finds a page by its exact path', () => {
    expect(findLandingPage('/')).toMatchObject({ name: 'home', params: [] });
    expect(findLandingPage('/home')).toMatchObject({ name: 'home', params: [] });
    expect(findLandingPage('/cart')).toMatchObject({ name: 'cart', page: 'storefront/cart/routes/cart-page.tsx' });
  });

  it('takes a parameter from one non-empty segment, still encoded', () => {
    expect(findLandingPage('/productDetails/a%20b')).toMatchObject({ name: 'productDetails', params: ['a%20b'] });
    expect(findLandingPage('/subCategory/c1')).toMatchObject({ name: 'subCategory', params: ['c1'] });
    expect(findLandingPage('/productDetails/')).toBeUndefined();
    expect(findLandingPage('/productDetails/a/b')).toBeUndefined();
  });

  it('knows nothing of other paths', () => {
    for (const pathname of ['/home/', '/create-order', '/dashboard', '/cart/x', '/Cart']) expect(findLandingPage(pathname)).toBeUndefined();
  });
});
