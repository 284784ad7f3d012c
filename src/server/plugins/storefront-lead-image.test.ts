import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../db/seed';
import { testDatabases } from '../test-support/databases';
import { createTestShop, type TestShop } from '../test-support/test-shop';
import { leadImageFinder } from './storefront-lead-image';

type Listing = { categories: Array<{ _id: string; products: Array<{ _id: string; images: Array<{ secure_url: string; srcset: string }> }> }> };

describe.each(testDatabases())('the largest picture of a storefront page on %s', (kind) => {
  let shop: TestShop;
  let listing: Listing;
  beforeAll(async () => {
    shop = await createTestShop(kind);
    await seedDemoCatalogue(shop.database.db, shop.storage);
    listing = (await shop.app.inject({ method: 'GET', url: '/api/category/with-products' })).json();
  });
  afterAll(() => shop.close());

  it('is the picture the API lists first for the product, the category and the collection', async () => {
    const find = leadImageFinder(shop.app.deps);
    const category = listing.categories.find((candidate) => candidate.products.length > 1)!;
    const product = category.products[1]!;
    const asImage = (image: { secure_url: string; srcset: string }) => ({ url: image.secure_url, srcset: image.srcset });
    expect(await find({ of: 'product', id: product._id })).toEqual(asImage(product.images[0]!));
    expect(await find({ of: 'category', id: category._id })).toEqual(asImage(category.products[0]!.images[0]!));
    const firstOfCollection = listing.categories.flatMap((candidate) => candidate.products)[0]!;
    expect(await find({ of: 'collection' })).toEqual(asImage(firstOfCollection.images[0]!));
  });

  it('names nothing for unknown or malformed ids', async () => {
    const find = leadImageFinder(shop.app.deps);
    expect(await find({ of: 'product', id: '00000000-0000-4000-8000-000000000000' })).toBeUndefined();
    expect(await find({ of: 'category', id: 'not-a-uuid' })).toBeUndefined();
  });
});
