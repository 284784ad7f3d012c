import type { Database } from '../../db/client';
import * as catalogue from '../catalogue';
import type { ProductRecord } from '../catalogue';

/** Products read per query: memory stays a couple of pages however large the catalogue. */
export const FEED_PAGE_SIZE = 500;

type Page = { products: ProductRecord[]; next: { at: string; id: string } | null };

async function readPage(db: Database, after: Page['next'], pageSize: number): Promise<Page> {
  const ids = await catalogue.productIdPage(db, { after, limit: pageSize });
  const last = ids[ids.length - 1];
  return {
    products: await catalogue.productsByIds(db, ids.map((row) => row.id)),
    next: ids.length === pageSize && last ? { at: last.cursorAt, id: last.id } : null,
  };
}

/**
 * Every product, newest first, a page at a time (keyset pages, as the catalogue's own streams
 * read them). The next page is read while the caller writes this one, so the database and the
 * writing overlap; at most two pages are held at once.
 */
export async function* productPages(db: Database, pageSize = FEED_PAGE_SIZE): AsyncGenerator<ProductRecord[]> {
  let pending: Promise<Page> | null = readPage(db, null, pageSize);
  while (pending) {
    const page: Page = await pending;
    pending = page.next ? readPage(db, page.next, pageSize) : null;
    // A reader that stops early (a fetcher that hung up) leaves this read unawaited: not an unhandled rejection.
    pending?.catch(() => undefined);
    yield page.products;
  }
}
