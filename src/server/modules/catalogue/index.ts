/**
 * The catalogue: categories and products, the storefront's reads and the back office's edits,
 * all of the contract's `catalogue` group. The module's one entry for the app, plugins and
 * other modules.
 */
import type { App } from '../../types';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { catalogueListingRoutes } from './catalogue-listing.routes';
import { catalogueReadRoutes } from './catalogue.routes';

export function catalogueRoutes(app: App) {
  return [...catalogueReadRoutes(app), ...catalogueListingRoutes(app), ...catalogueAdminRoutes(app)];
}

export {
  catalogueVersion,
  categorySitemap,
  countAllProducts,
  countProductsInCategory,
  findCategory,
  findProduct,
  newestProduct,
  productIdPage,
  productSitemapPage,
  productsByIds,
  type CategoryRecord,
  type ProductRecord,
} from './catalogue.repository';
export { presentProduct } from './catalogue.presenter';
export { isUuid } from './catalogue.service';
export { wholeCatalogueBound } from './whole-catalogue';
