import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUANTITY_MAX } from '../pricing';
import { SIZES } from '../sizes';
import { addToCartSchema, checkQuantitySchema, removeFromCartQuerySchema, updateCartQuantitySchema } from './cart';
import { issuesByPath } from './testing';

const productId = '3f0b8a2e-6c1d-4b7a-9e2f-1a2b3c4d5e6f';
const guestId = '9b2e4c6a-1d3f-4e5a-8b7c-0d1e2f3a4b5c';

describe('addToCartSchema', () => {
  it('accepts a product, size and quantity, with an optional guestId', () => {
    expect(addToCartSchema.parse({ productId, quantity: 2, size: 'm' })).toEqual({ productId, quantity: 2, size: 'm' });
    expect(addToCartSchema.parse({ productId, quantity: 1, size: 'xs', guestId }).guestId).toBe(guestId);
  });

  it("says 'Please select a size' when no size is chosen", () => {
    for (const size of [undefined, '', null])
      expect(issuesByPath(addToCartSchema.safeParse({ productId, quantity: 1, size }))).toEqual({ size: ['Please select a size'] });
  });

  it('refuses unknown sizes, bad ids and bad guest ids', () => {
    expect(issuesByPath(addToCartSchema.safeParse({ productId: 'p1', quantity: 1, size: 'xxxl', guestId: 'g' }))).toEqual({
      productId: ['Invalid productId'],
      size: ['Unknown size'],
      guestId: ['guestId must be a UUID'],
    });
  });

  it('accepts whole quantities from 1 to the maximum only', () => {
    const ok = fc.integer({ min: 1, max: QUANTITY_MAX });
    fc.assert(fc.property(ok, (quantity) => addToCartSchema.safeParse({ productId, quantity, size: 's' }).success));
    const bad = fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: QUANTITY_MAX + 1 }), fc.double({ min: 1.01, max: 99.99, noInteger: true }));
    fc.assert(fc.property(bad, (quantity) => !addToCartSchema.safeParse({ productId, quantity, size: 's' }).success));
    expect(issuesByPath(addToCartSchema.safeParse({ productId, quantity: 0, size: 's' }))).toEqual({ quantity: ['Quantity must be at least 1'] });
    expect(issuesByPath(addToCartSchema.safeParse({ productId, quantity: '2', size: 's' }))).toEqual({ quantity: ['Quantity must be a whole number'] });
  });
});

describe('other cart payloads', () => {
  it('update quantity needs a quantity and a size', () => {
    expect(updateCartQuantitySchema.parse({ quantity: 3, size: 'l' })).toEqual({ quantity: 3, size: 'l' });
    expect(issuesByPath(updateCartQuantitySchema.safeParse({ quantity: -1 }))).toEqual({
      quantity: ['Quantity must be at least 1'],
      size: ['Please select a size'],
    });
  });

  it('quantity check takes product, size and quantity', () => {
    for (const size of SIZES) expect(checkQuantitySchema.safeParse({ productId, size, quantity: 4 }).success).toBe(true);
    expect(checkQuantitySchema.safeParse({ productId, size: 'm' }).success).toBe(false);
  });

  it('remove-from-cart query needs a size', () => {
    expect(removeFromCartQuerySchema.parse({ size: 'xl' })).toEqual({ size: 'xl' });
    expect(issuesByPath(removeFromCartQuerySchema.safeParse({}))).toEqual({ size: ['Please select a size'] });
  });
});
