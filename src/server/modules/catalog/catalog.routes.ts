import { catalog as routes } from '../../../shared/contract/catalog';
import { messages } from '../../../shared/messages';
import { implement } from '../../http/api-routes';
import { sendCached } from '../../http/public-cache';
import type { App } from '../../types';
import * as catalog from './catalog.service';

/** The storefront's catalogue reads and the quantity check; the admin's edits are in catalog-admin.routes.ts. */
export function catalogRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    categoriesWithProducts: async (request, reply) =>
      sendCached(
        request,
        reply,
        await deps.publicCache.get('categories-with-products', {
          schema: routes.categoriesWithProducts.responses[200],
          load: async () => ({ categories: await catalog.categoriesWithProducts(deps) }),
          fingerprint: () => catalog.categoriesWithProductsFingerprint(deps),
        }),
      ),

    productById: async (request, reply) =>
      sendCached(
        request,
        reply,
        await deps.publicCache.get(`product:${request.params.productId}`, {
          schema: routes.productById.responses[200],
          load: async () => ({ results: await catalog.productById(deps, request.params.productId) }),
          // Asked only to revalidate an entry, so only for an id that was found.
          fingerprint: () => catalog.productFingerprint(deps, request.params.productId),
        }),
      ),

    // 200 when the size has that many, else 409 saying how many are left. No auth: the spec's client sends none.
    checkQuantity: async (request, reply) => {
      const { available, ...answer } = await catalog.checkQuantity(deps, request.body);
      return reply.code(available ? 200 : 409).send(answer);
    },

    allProducts: async () => ({ message: messages.product.allFetched, products: await catalog.allProducts(deps) }),
  });
}
