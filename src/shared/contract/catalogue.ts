import { z } from 'zod';
import { checkQuantitySchema } from '../schemas/cart';
import { idField } from '../schemas/fields';
import { productAdminQuerySchema } from '../schemas/product';
import { categoryAnswer, categoryWithProductsAnswer, messageAnswer, productAnswer } from './answers';
import { productEditCalls } from './catalogue-admin';
import { catalogueListingCalls } from './catalogue-listing';
import { route } from './route';

const productIdParams = z.object({ productId: idField('productId') });
const categoryIdParams = z.object({ categoryId: idField('categoryId') });
const idParams = z.object({ id: idField('id') });

const quantityAnswer = z.object({ message: z.string(), requestedQuantity: z.number().int(), availableQuantity: z.number().int() });

/**
 * The catalogue: the storefront's reads (the spec's calls and the paged listing of
 * catalogue-listing.ts) and the back office's edits (with the product edit page's calls of
 * catalogue-admin.ts). One group, implemented by the catalogue module.
 */
export const catalogue = {
  ...catalogueListingCalls,
  ...productEditCalls,
  categoriesWithProducts: route({
    method: 'GET',
    path: '/category/with-products',
    access: 'public',
    summary: 'Every category with its products (newest first)',
    responses: { 200: z.object({ categories: z.array(categoryWithProductsAnswer) }) },
  }),
  productById: route({
    method: 'GET',
    path: '/product/by-product/:productId',
    access: 'public',
    summary: 'One product',
    // Not idField: the spec's client may ask for any id, and an unknown one is a 404.
    params: z.object({ productId: z.string() }),
    responses: { 200: z.object({ results: productAnswer }) },
  }),
  checkQuantity: route({
    method: 'PATCH',
    path: '/product/update-quantity',
    access: 'public',
    summary: 'Is this many of this size in stock? 200 when it is, 409 saying how many are left',
    body: checkQuantitySchema,
    responses: { 200: quantityAnswer, 409: quantityAnswer },
  }),
  allProducts: route({
    method: 'GET',
    path: '/product/all',
    access: 'public',
    summary: 'Every product (the same answer with or without a token)',
    responses: { 200: z.object({ message: z.string(), products: z.array(productAnswer) }) },
  }),

  allCategories: route({
    method: 'GET',
    path: '/admin/getAllCategories',
    access: 'admin',
    permission: 'catalogue.view',
    summary: 'Every category',
    responses: { 200: z.object({ categories: z.array(categoryAnswer) }) },
  }),
  allCategoriesWithProducts: route({
    method: 'GET',
    path: '/admin/getAllCategoriesWithProducts',
    access: 'admin',
    permission: 'catalogue.view',
    summary: 'Every category with its products',
    responses: { 200: z.object({ categories: z.array(categoryWithProductsAnswer) }) },
  }),
  createCategory: route({
    method: 'POST',
    path: '/admin/createCategory',
    access: 'admin',
    permission: 'catalogue.edit',
    summary: 'Create a category: multipart {name, image}',
    multipart: true,
    responses: { 201: z.object({ message: z.string(), data: categoryAnswer }) },
  }),
  updateCategory: route({
    method: 'PATCH',
    path: '/admin/updateCategory/:id',
    access: 'admin',
    permission: 'catalogue.edit',
    summary: 'Rename a category and optionally replace its image: multipart {name, image?}',
    params: idParams,
    multipart: true,
    responses: { 200: z.object({ message: z.string(), data: categoryAnswer }) },
  }),
  deleteCategory: route({
    method: 'DELETE',
    path: '/admin/deleteCategory/:id',
    access: 'admin',
    permission: 'catalogue.edit',
    summary: 'Delete a category that has no products (409 otherwise)',
    params: idParams,
    responses: { 200: messageAnswer },
  }),
  createProduct: route({
    method: 'POST',
    path: '/admin/createProduct/:categoryId',
    access: 'admin',
    permission: 'catalogue.edit',
    summary: 'Create a product: multipart {title, price, size, description, discount, availableSizes, sizeStock, images, sizeChart}',
    params: categoryIdParams,
    multipart: true,
    responses: { 201: z.object({ message: z.string(), data: productAnswer }) },
  }),
  updateProduct: route({
    method: 'PATCH',
    path: '/admin/updateProduct/:productId',
    access: 'admin',
    permission: 'catalogue.edit',
    summary: 'Update a product: multipart {title, description, price, discount, sizeStock, images?}',
    params: productIdParams,
    query: productAdminQuerySchema,
    multipart: true,
    responses: { 200: z.object({ message: z.string(), data: productAnswer }) },
  }),
  deleteProduct: route({
    method: 'DELETE',
    path: '/admin/deleteProduct/:productId',
    access: 'admin',
    permission: 'catalogue.edit',
    summary: 'Delete a product (its order lines keep their snapshot)',
    params: productIdParams,
    query: productAdminQuerySchema,
    responses: { 200: messageAnswer },
  }),
} as const;
