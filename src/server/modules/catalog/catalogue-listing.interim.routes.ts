/**
 * INTERIM: GET /api/products and GET /api/categories answered from the cached whole-catalogue
 * listing, filtered and paged in memory, so the storefront's screens (branch h/catweb) can be
 * built and tested before the real SQL implementation (branch h/catapi) lands. Delete this
 * file and its line in app.ts when catapi's routes are merged.
 */
import { catalogueListing as routes } from '../../../shared/contract/catalogue-listing';
import type { ProductAnswer } from '../../../shared/contract/answers';
import type { ProductListQuery } from '../../../shared/schemas/catalogue-listing';
import { implement } from '../../http/api-routes';
import type { App } from '../../types';
import * as catalog from './catalog.service';

const matchesText = (product: ProductAnswer, q: string) =>
  `${product.title} ${product.description}`.toLowerCase().includes(q.toLowerCase());

function filtered(products: ProductAnswer[], query: ProductListQuery, skip?: 'size' | 'price') {
  return products.filter(
    (product) =>
      (!query.category || product.categoryId === query.category) &&
      (!query.q || matchesText(product, query.q)) &&
      (skip === 'size' || !query.size || product.sizeStock.some((entry) => entry.size === query.size && entry.quantity > 0)) &&
      (skip === 'price' || query.minPrice === undefined || product.finalPrice >= query.minPrice) &&
      (skip === 'price' || query.maxPrice === undefined || product.finalPrice <= query.maxPrice) &&
      (!query.inStock || product.stock > 0) &&
      (!query.onSale || product.discount > 0),
  );
}

type Size = ProductAnswer['sizeStock'][number]['size'];
const sorters = {
  newest: () => 0,
  'price-asc': (a: ProductAnswer, b: ProductAnswer) => a.finalPrice - b.finalPrice,
  'price-desc': (a: ProductAnswer, b: ProductAnswer) => b.finalPrice - a.finalPrice,
  discount: (a: ProductAnswer, b: ProductAnswer) => b.discount - a.discount,
};

export function catalogueListingInterimRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    products: async (request) => {
      const query = request.query;
      const all = (await catalog.categoriesWithProducts(deps)).flatMap((category) => category.products);
      const matching = filtered(all, query).sort(sorters[query.sort ?? 'newest']);
      const sizes = new Map<Size, number>();
      for (const product of filtered(all, query, 'size'))
        for (const entry of product.sizeStock) if (entry.quantity > 0) sizes.set(entry.size, (sizes.get(entry.size) ?? 0) + 1);
      const prices = filtered(all, query, 'price').map((product) => product.finalPrice);
      const start = (query.page - 1) * query.pageSize;
      return {
        products: matching.slice(start, start + query.pageSize),
        total: matching.length,
        page: query.page,
        pageSize: query.pageSize,
        facets: {
          sizes: [...sizes].map(([size, count]) => ({ size, count })),
          price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
        },
      };
    },
    categories: async () => ({
      categories: (await catalog.categoriesWithProducts(deps)).map(({ products, ...category }) => ({ ...category, productCount: products.length })),
    }),
  });
}
