import type { Database } from '../../db/client';
import * as catalogue from '../catalog/catalog.repository';
import type { ProductRecord } from '../catalog/catalog.repository';

/** Products read per query: memory stays one page however large the catalogue. */
export const FEED_PAGE_SIZE = 500;

/** Every product, newest first, a page at a time (keyset pages, as the catalogue's own streams read them). */
export async function* productPages(db: Database, pageSize = FEED_PAGE_SIZE): AsyncGenerator<ProductRecord[]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const page = await catalogue.productIdPage(db, { after, limit: pageSize });
    if (page.length > 0) yield await catalogue.productsByIds(db, page.map((row) => row.id));
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = { at: last.cursorAt, id: last.id };
  }
}
