import { catalogueListing as routes } from '../../../shared/contract/catalogue-listing';
import { implement } from '../../http/api-routes';
import { sendCached } from '../../http/public-cache';
import type { App } from '../../types';
import { catalogueFingerprint } from './catalog.service';
import * as listing from './catalogue-listing.service';

/** A page of products and the categories with their counts: public, cached per distinct query. */
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
          fingerprint: () => catalogueFingerprint(deps),
        }),
      ),
    categories: async (request, reply) =>
      sendCached(
        request,
        reply,
        await deps.publicCache.get('categories', {
          schema: routes.categories.responses[200],
          load: async () => ({ categories: await listing.categorySummaries(deps) }),
          fingerprint: () => catalogueFingerprint(deps),
        }),
      ),
  });
}
