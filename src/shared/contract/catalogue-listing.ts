import { z } from 'zod';
import { productListQuerySchema } from '../schemas/catalogue-listing';
import { SIZES } from '../sizes';
import { categoryAnswer, productAnswer } from './answers';
import { route } from './route';

/** What is left to choose from for the current filters (each facet ignores its own filter). */
export const productFacetsAnswer = z.object({
  sizes: z.array(z.object({ size: z.enum(SIZES), count: z.number().int() })),
  price: z.object({ min: z.number(), max: z.number() }).nullable().describe('LE, of finalPrice'),
});

export const productPageAnswer = z.object({
  products: z.array(productAnswer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: productFacetsAnswer.optional(),
});
export type ProductPageAnswer = z.output<typeof productPageAnswer>;

export const categorySummaryAnswer = categoryAnswer.extend({ productCount: z.number().int() });
export type CategorySummaryAnswer = z.output<typeof categorySummaryAnswer>;

/**
 * The storefront's catalogue at any size: a page of products at a time and the categories
 * without their products, so a page's cost grows with the page, not with the catalogue.
 * The spec's whole-catalogue calls (`/category/with-products`, `/product/all`) stay for
 * clients that use them.
 */
export const catalogueListingCalls = {
  productPage: route({
    method: 'GET',
    path: '/products',
    access: 'public',
    summary: 'A page of products: filters, search (q, ranked by relevance), sorting; newest first by default',
    query: productListQuerySchema,
    responses: { 200: productPageAnswer },
  }),
  categorySummaries: route({
    method: 'GET',
    path: '/categories',
    access: 'public',
    summary: 'Every category with its number of products, without the products',
    responses: { 200: z.object({ categories: z.array(categorySummaryAnswer) }) },
  }),
};
