/**
 * The Meta catalogue feed for Facebook and Instagram (issue 38): CSV with the columns Meta
 * requires (id, title, description, availability, condition, price, link, image_link, brand)
 * and sale_price, item_group_id, size, additional_image_link, google_product_category; one row
 * per product size. Written through the shop's CSV writer (http/csv.ts).
 */
import type { Readable } from 'node:stream';
import { csvStringifier } from '../../http/csv';
import { readyStream } from '../../http/ready-stream';
import type { ProductRecord } from '../catalogue';
import { feedItemsOf, feedPrice, type FeedContext, type FeedItem } from './feed-items';
import { APPAREL_CATEGORY } from './google-feed';

export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'sale_price',
  'item_group_id',
  'size',
  'additional_image_link',
  'google_product_category',
] as const;

const rowOf = (item: FeedItem, brand: string): string[] => [
  item.id,
  item.title,
  item.description,
  // Meta spells it with a space.
  item.inStock ? 'in stock' : 'out of stock',
  'new',
  feedPrice(item.pricePiastres),
  item.link,
  item.imageLink,
  brand,
  item.salePricePiastres === null ? '' : feedPrice(item.salePricePiastres),
  item.groupId,
  item.size.toUpperCase(),
  // Meta reads several pictures from one cell, comma-separated.
  item.additionalImageLinks.join(','),
  APPAREL_CATEGORY,
];

async function* rows(pages: AsyncIterable<ProductRecord[]>, context: FeedContext, brand: string): AsyncGenerator<string[]> {
  for await (const page of pages) {
    for (const product of page) for (const item of feedItemsOf(product, context)) yield rowOf(item, brand);
  }
}

export async function metaFeed(pages: AsyncIterable<ProductRecord[]>, context: FeedContext, brand: string): Promise<Readable> {
  // No byte-order mark: Meta reads UTF-8 and would take one for part of the first header.
  const csv = await csvStringifier({ header: true, columns: [...META_COLUMNS] });
  const records = await readyStream(rows(pages, context, brand));
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}
