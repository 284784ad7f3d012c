import { z } from 'zod';
import { messages } from '../messages';
import { LOW_STOCK_THRESHOLD } from '../pricing';
import { idField, optionalText } from '../schemas/fields';
import { SIZES } from '../sizes';
import { productAnswer } from './answers';
import { route } from './route';

const v = messages.api.validation;
const productIdParams = z.object({ productId: idField('productId') });
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** The admin's product list: a page at a time, searched by title, by category, or the low-stock ones. */
export const adminProductListQuerySchema = z.object({
  q: optionalText(100),
  category: idField('category').optional().or(z.literal('').transform(() => undefined)),
  /** Products whose summed stock is at most LOW_STOCK_THRESHOLD (the dashboard's rule). */
  lowStock: flag,
  page: z.coerce.number<string | number | undefined>({ error: v.notANumber }).int({ error: v.notANumber }).min(1).max(10_000).default(1),
  pageSize: z.coerce.number<string | number | undefined>({ error: v.notANumber }).int({ error: v.notANumber }).min(1).max(100).default(20),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;
export const ADMIN_LOW_STOCK = LOW_STOCK_THRESHOLD;

/** What the edit page changes beside the spec's update form: the category and the default size. */
export const productPlacementSchema = z
  .object({
    categoryId: idField('categoryId').optional(),
    defaultSize: z.enum(SIZES, { error: v.unknownSize }).optional(),
  })
  .refine((body) => body.categoryId !== undefined || body.defaultSize !== undefined, { error: messages.api.catalogueAdmin.nothingToChange });

/** The gallery's images in their new order: every one of them, once. */
export const imageOrderSchema = z.object({ imageIds: z.array(idField('imageIds')).min(1).max(50) });

const productData = z.object({ data: productAnswer });

/** The product edit page's calls (issue 17); the spec's create/update/delete stay in catalog.ts. */
export const productEditCalls = {
  adminProducts: route({
    method: 'GET',
    path: '/admin/products',
    access: 'admin',
    permission: 'catalogue.view',
    summary: 'A page of products, newest first: q (title, case-insensitive), category, lowStock',
    query: adminProductListQuerySchema,
    responses: { 200: z.object({ products: z.array(productAnswer), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }) },
  }),
  updatePlacement: route({
    method: 'PATCH',
    path: '/admin/products/:productId',
    access: 'admin',
    permission: 'catalogue.edit',
    summary: "Move a product to another category and/or set its default size (one it offers)",
    params: productIdParams,
    body: productPlacementSchema,
    responses: { 200: productData },
  }),
  addImages: route({
    method: 'POST',
    path: '/admin/products/:productId/images',
    access: 'admin',
    permission: 'catalogue.edit',
    summary: 'Add gallery images (multipart `images`), after the existing ones',
    params: productIdParams,
    multipart: true,
    responses: { 200: productData },
  }),
  removeImage: route({
    method: 'DELETE',
    path: '/admin/products/:productId/images/:imageId',
    access: 'admin',
    permission: 'catalogue.edit',
    summary: 'Remove one gallery image (a product keeps at least one)',
    params: productIdParams.extend({ imageId: idField('imageId') }),
    responses: { 200: productData },
  }),
  reorderImages: route({
    method: 'PUT',
    path: '/admin/products/:productId/image-order',
    access: 'admin',
    permission: 'catalogue.edit',
    summary: 'Put the gallery images in this order (every gallery image id, once)',
    params: productIdParams,
    body: imageOrderSchema,
    responses: { 200: productData },
  }),
};
