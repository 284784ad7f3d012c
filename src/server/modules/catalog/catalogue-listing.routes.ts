import { catalogueListing as routes } from '../../../shared/contract/catalogue-listing';
import { implement } from '../../http/api-routes';
import { sendCached } from '../../http/public-cache';
import type { App } from '../../types';
import * as listing from './catalogue-listing.service';

/** GET /api/products and GET /api/categories: public, cached per distinct query like the other catalogue answers. */
export function catalogueListingRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    products: async (request, reply) =>
      sendCached(
        request,
        reply,
        await deps.publicCache.get(listing.productPageKey(request.query), {
          schema: routes.products.responses[200],
          load: () => listing.productPage(deps, request.query),
          fingerprint: () => listing.productPageFingerprint(deps, request.query),
        }),
      ),

    categories: async (request, reply) =>
      sendCached(
        request,
        reply,
        await deps.publicCache.get('category-summaries', {
          schema: routes.categories.responses[200],
          load: async () => ({ categories: await listing.categorySummaries(deps) }),
          fingerprint: () => listing.categorySummariesFingerprint(deps),
        }),
      ),
  });
}
