import { catalogue as routes } from '../../../shared/contract/catalogue';
import { implement } from '../../http/api-routes';
import { sendCached } from '../../http/public-cache';
import type { App } from '../../types';
import { catalogueFingerprint } from './catalogue.service';
import * as listing from './catalogue-listing.service';

/** A page of products and the categories with their counts: public, cached per distinct query. */
export function catalogueListingRoutes(app: App) {
  const deps = app.deps;
  // Every answer here, and each list's summary, is revalidated by the catalogue's version.
  const fingerprint = () => catalogueFingerprint(deps);
  return implement(routes, {
    productPage: async (request, reply) =>
      sendCached(
        request,
        reply,
        await deps.publicCache.get(listing.productPageKey(request.query), {
          schema: routes.productPage.responses[200],
          load: async () => {
            // A list's summary is kept per catalogue version, so a page built after a change
            // (made by another process, say) never takes a total or facets from before it.
            const version = await fingerprint();
            return listing.productPage(deps, request.query, (key, load) => deps.publicCache.value(`${key}@${version}`, { load, fingerprint }));
          },
          fingerprint,
        }),
      ),
    categorySummaries: async (request, reply) =>
      sendCached(
        request,
        reply,
        await deps.publicCache.get('categories', {
          schema: routes.categorySummaries.responses[200],
          load: async () => ({ categories: await listing.categorySummaries(deps) }),
          fingerprint,
        }),
      ),
  });
}
