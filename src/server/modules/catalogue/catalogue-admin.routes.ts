import type { FastifyRequest } from 'fastify';
import { catalogue as routes } from '../../../shared/contract/catalogue';
import { messagesFor } from '../../../shared/messages';
import { answerLanguage } from '../../plugins/language-preference';
import { implement } from '../../http/api-routes';
import type { App } from '../../types';
import * as catalog from './catalogue.service';
import { wholeCatalogue } from './whole-catalogue';
import { readMultipart } from '../../http/multipart';
import * as categories from './category-admin.service';
import * as edit from './product-admin-edit.service';
import * as products from './product-admin.service';

/** The texts of the admin page that asked: its notices show these messages, and the product form compares `created` with its own. */
const textsOf = (request: FastifyRequest) => messagesFor(answerLanguage(request));

/**
 * The back office's catalogue calls (admin scope: the role is checked before an upload is read):
 * categories, products, and the product edit page's list, placement and pictures (issue 17).
 */
export function catalogueAdminRoutes(app: App) {
  const deps = app.deps;
  // The same bytes as the storefront's copy, from the same cache entry.
  const sendWhole = wholeCatalogue(deps);
  return implement(routes, {
    allCategories: async () => ({ categories: await catalog.allCategories(deps) }),

    allCategoriesWithProducts: (request, reply) => sendWhole(request, reply, 'with-products'),

    createCategory: async (request, reply) => {
      const form = await readMultipart(request, { image: 1 });
      const data = await categories.createCategory(deps, form);
      return reply.code(201).send({ message: (await textsOf(request)).api.catalog.categoryCreated, data });
    },

    updateCategory: async (request) => {
      const form = await readMultipart(request, { image: 1 });
      const data = await categories.updateCategory(deps, request.params.id, form);
      return { message: (await textsOf(request)).api.catalog.categoryUpdated, data };
    },

    deleteCategory: async (request) => {
      await categories.deleteCategory(deps, request.params.id);
      return { message: (await textsOf(request)).api.catalog.categoryDeleted };
    },

    createProduct: async (request, reply) => {
      const form = await readMultipart(request, products.PRODUCT_FILE_LIMITS);
      const data = await products.createProduct(deps, request.params.categoryId, form);
      return reply.code(201).send({ message: (await textsOf(request)).product.created, data });
    },

    updateProduct: async (request) => {
      const form = await readMultipart(request, products.PRODUCT_FILE_LIMITS);
      const data = await products.updateProduct(deps, request.params.productId, request.query.categoryId, form);
      return { message: (await textsOf(request)).product.updated, data };
    },

    deleteProduct: async (request) => {
      await products.deleteProduct(deps, request.params.productId, request.query.categoryId);
      return { message: (await textsOf(request)).api.catalog.productDeleted };
    },

    adminProducts: async (request) => edit.adminProducts(deps, request.query),
    updatePlacement: async (request) => ({ data: await edit.updatePlacement(deps, request.params.productId, request.body) }),
    addImages: async (request) => {
      const form = await readMultipart(request, { images: products.PRODUCT_FILE_LIMITS.images });
      return { data: await edit.addImages(deps, request.params.productId, form) };
    },
    removeImage: async (request) => ({ data: await edit.removeImage(deps, request.params.productId, request.params.imageId) }),
    reorderImages: async (request) => ({ data: await edit.reorderImages(deps, request.params.productId, request.body.imageIds) }),
  });
}
