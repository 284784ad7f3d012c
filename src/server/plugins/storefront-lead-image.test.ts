import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestDemoCatalogue } from '../test-support/demo-catalogue';
import { testDatabases } from '../test-support/databases';
import { createTestShop, type TestShop } from '../test-support/test-shop';
import { storefrontFacts } from './storefront-facts';
import { leadImageFinder } from './storefront-lead-image';

type Product = { _id: string; categoryId: string; images: Array<{ secure_url: string; srcset: string }> };
type Page = { products: Product[] };

describe.each(testDatabases())('the largest picture of a storefront page on %s', (kind) => {
  let shop: TestShop;
  const page = async (query = ''): Promise<Page> => (await shop.app.inject({ method: 'GET', url: `/api/products${query}` })).json();
  beforeAll(async () => {
    shop = await createTestShop(kind);
    await seedTestDemoCatalogue(shop.database.db, shop.storage);
  });
  afterAll(() => shop.close());

  it('is the picture the API lists first for the product, the category and the collection', async () => {
    const find = leadImageFinder(shop.app.deps, storefrontFacts(shop.app.deps));
    const asImage = (image: { secure_url: string; srcset: string }) => ({ url: image.secure_url, srcset: image.srcset });
    const collection = await page();
    const product = collection.products[1]!;
    expect(await find({ of: 'product', id: product._id })).toEqual(asImage(product.images[0]!));
    expect(await find({ of: 'collection' })).toEqual(asImage(collection.products[0]!.images[0]!));
    const inCategory = await page(`?category=${product.categoryId}`);
    expect(await find({ of: 'category', id: product.categoryId })).toEqual(asImage(inCategory.products[0]!.images[0]!));
  });

  it('names nothing for unknown or malformed ids', async () => {
    const find = leadImageFinder(shop.app.deps, storefrontFacts(shop.app.deps));
    expect(await find({ of: 'product', id: '00000000-0000-4000-8000-000000000000' })).toBeUndefined();
    expect(await find({ of: 'category', id: 'not-a-uuid' })).toBeUndefined();
  });
});
