/**
 * The spec's whole-catalogue answers (`with-products`, `product/all` and the admin's copy),
 * written to the response a page of products at a time: their memory is one page however
 * large the catalogue, where building them whole ran the shop out of heap at 20,000 products.
 * Below a bound from the heap cap they are collected once and served from the public cache
 * (whole-catalogue.ts); above it, streamed on every request.
 */
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { categoryAnswer, productAnswer, type ProductAnswer } from '../../../shared/contract/answers';
import { messages } from '../../../shared/messages';
import type { Database } from '../../db/client';
import { readyStream } from '../../http/ready-stream';
import type { MediaStorage } from '../../storage/media-storage';
import { presentCategory, presentProduct } from './catalogue.presenter';
import * as repo from './catalogue.repository';

/** Products read per query. */
export const STREAM_PAGE_SIZE = 500;

/** The type these answers are sent with. */
export const JSON_UTF8 = 'application/json; charset=utf-8';

type Deps = { db: Database; storage: MediaStorage; config: { production: boolean } };
type Options = { pageSize?: number };

/** Every product of one category (or of all), newest first, a page at a time. */
async function* productPages(deps: Deps, options: Options, categoryId?: string): AsyncGenerator<ProductAnswer[]> {
  const limit = options.pageSize ?? STREAM_PAGE_SIZE;
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const page = await repo.productIdPage(deps.db, { categoryId, after, limit });
    if (page.length > 0) yield (await repo.productsByIds(deps.db, page.map((row) => row.id))).map((product) => presentProduct(deps.storage, product));
    if (page.length < limit) return;
    const last = page[page.length - 1]!;
    after = { at: last.cursorAt, id: last.id };
  }
}

/** Outside production each element is checked against its declared shape as it is written. */
function checked<T>(schema: z.ZodType, value: T, deps: Deps): T {
  if (!deps.config.production) schema.parse(value);
  return value;
}

/** A JSON array written page by page, after `before`; nothing is written until the first page is read. */
async function* jsonArray(pages: AsyncIterable<ProductAnswer[]>, deps: Deps, before: string): AsyncGenerator<string> {
  let pending = `${before}[`;
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield pending + (first ? '' : ',') + page.map((product) => JSON.stringify(checked(productAnswer, product, deps))).join(',');
    pending = '';
    first = false;
  }
  yield `${pending}]`;
}

/** `{categories: [{...category, products: [...]}]}`: categories oldest first, products newest first. */
export function categoriesWithProductsStream(deps: Deps, options: Options = {}): Promise<Readable> {
  return readyStream(
    (async function* () {
      // Read before the first byte (http/ready-stream.ts).
      const categories = await repo.listCategories(deps.db);
      yield '{"categories":[';
      for (const [index, category] of categories.entries()) {
        const head = JSON.stringify(checked(categoryAnswer, presentCategory(deps.storage, category), deps));
        // The category's own fields, then its products, as one object.
        yield* jsonArray(productPages(deps, options, category.id), deps, `${index === 0 ? '' : ','}${head.slice(0, -1)},"products":`);
        yield '}';
      }
      yield ']}';
    })(),
  );
}

/** `{message, products: [...]}`, newest first; the first page is read before the first byte. */
export function allProductsStream(deps: Deps, options: Options = {}): Promise<Readable> {
  return readyStream(
    (async function* () {
      yield* jsonArray(productPages(deps, options), deps, `{"message":${JSON.stringify(messages.product.allFetched)},"products":`);
      yield '}';
    })(),
  );
}
