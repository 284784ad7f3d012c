import multipart from '@fastify/multipart';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { idField } from '../../../shared/schemas/fields';
import { productAdminQuerySchema } from '../../../shared/schemas/product';
import { requireAdmin } from '../../plugins/auth';
import { MAX_IMAGE_BYTES } from '../../storage/images';
import type { App } from '../../types';
import * as catalog from './catalog.service';
import { readMultipart } from './catalog.multipart';
import * as categories from './category-admin.service';
import * as products from './product-admin.service';

const idParams = z.object({ id: idField('id') });
const categoryParams = z.object({ categoryId: idField('categoryId') });
const productParams = z.object({ productId: idField('productId') });

/**
 * The back office's catalogue calls. Multipart is registered here, not app-wide, so only
 * these routes accept uploads; every route needs an admin token (401 / 403), checked before
 * the upload is read.
 */
export async function catalogAdminRoutes(app: App): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 12, fields: 40, fieldSize: 64 * 1024, parts: 60, headerPairs: 200 },
  });
  const deps = () => app.deps;
  const admin = { preHandler: requireAdmin };
  const tags = ['admin', 'catalog'];

  app.get('/admin/getAllCategories', { ...admin, schema: { tags } }, async () => ({ categories: await catalog.allCategories(deps()) }));

  app.get('/admin/getAllCategoriesWithProducts', { ...admin, schema: { tags } }, async () => ({
    categories: await catalog.categoriesWithProducts(deps()),
  }));

  app.post('/admin/createCategory', { ...admin, schema: { tags, consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const form = await readMultipart(request, { image: 1 });
    const data = await categories.createCategory(deps(), form);
    return reply.code(201).send({ message: messages.api.catalog.categoryCreated, data });
  });

  app.patch('/admin/updateCategory/:id', { ...admin, schema: { tags, params: idParams, consumes: ['multipart/form-data'] } }, async (request) => {
    const form = await readMultipart(request, { image: 1 });
    const data = await categories.updateCategory(deps(), request.params.id, form);
    return { message: messages.api.catalog.categoryUpdated, data };
  });

  app.delete('/admin/deleteCategory/:id', { ...admin, schema: { tags, params: idParams } }, async (request) => {
    await categories.deleteCategory(deps(), request.params.id);
    return { message: messages.api.catalog.categoryDeleted };
  });

  app.post(
    '/admin/createProduct/:categoryId',
    { ...admin, schema: { tags, params: categoryParams, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const form = await readMultipart(request, products.PRODUCT_FILE_LIMITS);
      const data = await products.createProduct(deps(), request.params.categoryId, form);
      return reply.code(201).send({ message: messages.product.created, data });
    },
  );

  app.patch(
    '/admin/updateProduct/:productId',
    { ...admin, schema: { tags, params: productParams, querystring: productAdminQuerySchema, consumes: ['multipart/form-data'] } },
    async (request) => {
      const form = await readMultipart(request, products.PRODUCT_FILE_LIMITS);
      const data = await products.updateProduct(deps(), request.params.productId, request.query.categoryId, form);
      return { message: messages.product.updated, data };
    },
  );

  app.delete(
    '/admin/deleteProduct/:productId',
    { ...admin, schema: { tags, params: productParams, querystring: productAdminQuerySchema } },
    async (request) => {
      await products.deleteProduct(deps(), request.params.productId, request.query.categoryId);
      return { message: messages.api.catalog.productDeleted };
    },
  );
}
