import type { Product } from '../../lib/catalogue';

/** A product in the runtime contract's shape, for component tests. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  const sizeStock = overrides.sizeStock ?? [
    { size: 'xs', quantity: 0 },
    { size: 's', quantity: 3 },
    { size: 'm', quantity: 10 },
  ];
  return {
    _id: 'p1',
    title: 'Linen Shirt',
    description: 'A light linen shirt.',
    titleAr: null,
    descriptionAr: null,
    price: 500,
    discount: 20,
    finalPrice: 400,
    stock: sizeStock.reduce((sum, entry) => sum + entry.quantity, 0),
    sizeStock,
    images: [{ _id: 'i1', secure_url: 'http://shop.test/media/products/p1/i1-640.webp', srcset: '' }],
    sizeChart: [{ _id: 'c1', secure_url: 'http://shop.test/media/products/p1/chart-640.webp', srcset: '' }],
    defaultSize: null,
    categoryId: 'c1',
    ...overrides,
  };
}
