import { catalog as routes } from '../../../shared/contract/catalog';
import { messages } from '../../../shared/messages';
import { implement } from '../../http/api-routes';
import type { App } from '../../types';
import * as catalog from './catalog.service';
import { categoriesWithProductsStream, JSON_UTF8 } from './catalogue-stream';
import { readMultipart } from './catalog.multipart';
import * as categories from './category-admin.service';
import * as products from './product-admin.service';

/** The back office's catalogue calls (admin scope: the role is checked before an upload is read). */
export function catalogAdminRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    allCategories: async () => ({ categories: await catalog.allCategories(deps) }),

    allCategoriesWithProducts: async (_request, reply) =>
      reply.type(JSON_UTF8).send(await categoriesWithProductsStream(deps)),

    createCategory: async (request, reply) => {
      const form = await readMultipart(request, { image: 1 });
      const data = await categories.createCategory(deps, form);
      return reply.code(201).send({ message: messages.api.catalog.categoryCreated, data });
    },

    updateCategory: async (request) => {
      const form = await readMultipart(request, { image: 1 });
      return { message: messages.api.catalog.categoryUpdated, data: await categories.updateCategory(deps, request.params.id, form) };
    },

    deleteCategory: async (request) => {
      await categories.deleteCategory(deps, request.params.id);
      return { message: messages.api.catalog.categoryDeleted };
    },

    createProduct: async (request, reply) => {
      const form = await readMultipart(request, products.PRODUCT_FILE_LIMITS);
      const data = await products.createProduct(deps, request.params.categoryId, form);
      return reply.code(201).send({ message: messages.product.created, data });
    },

    updateProduct: async (request) => {
      const form = await readMultipart(request, products.PRODUCT_FILE_LIMITS);
      const data = await products.updateProduct(deps, request.params.productId, request.query.categoryId, form);
      return { message: messages.product.updated, data };
    },

    deleteProduct: async (request) => {
      await products.deleteProduct(deps, request.params.productId, request.query.categoryId);
      return { message: messages.api.catalog.productDeleted };
    },
  });
}
