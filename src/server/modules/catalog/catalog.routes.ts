import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { checkQuantitySchema } from '../../../shared/schemas/cart';
import { sendCached } from '../../http/public-cache';
import { requireAdmin } from '../../plugins/auth';
import type { App } from '../../types';
import { catalogAdminRoutes } from './catalog-admin.routes';
import { categoryWithProductsSchema, messageSchema, productSchema } from './catalog.schemas';
import * as catalog from './catalog.service';

// Routes of the catalog module; registered under /api by app.ts.
export async function catalogRoutes(app: App): Promise<void> {
  const deps = () => app.deps;

  app.get(
    '/category/with-products',
    { schema: { tags: ['catalog'], response: { 200: z.object({ categories: z.array(categoryWithProductsSchema) }) } } },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await app.publicCache.get('categories-with-products', {
          load: async () => ({ categories: await catalog.categoriesWithProducts(deps()) }),
          fingerprint: () => catalog.categoriesWithProductsFingerprint(deps()),
        }),
      ),
  );

  app.get(
    '/product/by-product/:productId',
    { schema: { tags: ['catalog'], params: z.object({ productId: z.string() }), response: { 200: z.object({ results: productSchema }), 404: messageSchema } } },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await app.publicCache.get(`product:${request.params.productId}`, {
          load: async () => ({ results: await catalog.productById(deps(), request.params.productId) }),
          // Asked only to revalidate an entry, so only for an id that was found.
          fingerprint: () => catalog.productFingerprint(deps(), request.params.productId),
        }),
      ),
  );

  // 200 {message: 'Quantity is available', requestedQuantity, availableQuantity} when the size
  // has that many; otherwise 409 {message: 'Only N left in size M' | 'Size M is out of stock',
  // requestedQuantity, availableQuantity}. No auth: the spec's client sends none.
  app.patch('/product/update-quantity', { schema: { tags: ['catalog'], body: checkQuantitySchema } }, async (request, reply) => {
    const { available, ...answer } = await catalog.checkQuantity(deps(), request.body);
    return reply.code(available ? 200 : 409).send(answer);
  });

  app.get(
    '/product/all',
    { preHandler: requireAdmin, schema: { tags: ['catalog', 'admin'], response: { 200: z.object({ message: z.string(), products: z.array(productSchema) }) } } },
    async () => ({
      message: messages.product.allFetched,
      products: await catalog.allProducts(deps()),
    }),
  );

  await app.register(catalogAdminRoutes);
}
