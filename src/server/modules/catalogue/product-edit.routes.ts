import { catalogueAdmin as routes } from '../../../shared/contract/catalogue-admin';
import { implement } from '../../http/api-routes';
import type { App } from '../../types';
import { readMultipart } from './catalog.multipart';
import * as edit from './product-admin-edit.service';
import { PRODUCT_FILE_LIMITS } from './product-admin.service';

/** The admin's paged product list and the product edit page's changes (issue 17). */
export function catalogueAdminRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    products: async (request) => edit.adminProducts(deps, request.query),
    updatePlacement: async (request) => ({ data: await edit.updatePlacement(deps, request.params.productId, request.body) }),
    addImages: async (request) => {
      const form = await readMultipart(request, { images: PRODUCT_FILE_LIMITS.images });
      return { data: await edit.addImages(deps, request.params.productId, form) };
    },
    removeImage: async (request) => ({ data: await edit.removeImage(deps, request.params.productId, request.params.imageId) }),
    reorderImages: async (request) => ({ data: await edit.reorderImages(deps, request.params.productId, request.body.imageIds) }),
  });
}
