/**
 * The Google Merchant Center feed (issue 38): RSS 2.0 with the `g:` namespace, one item per
 * product size (Google's product data specification: id, item_group_id, title, description,
 * link, image_link, additional_image_link, availability, price, sale_price, brand, condition,
 * size, google_product_category, shipping), written a page of products at a time.
 */
import { baseShippingFeePiastres, FREE_SHIPPING_THRESHOLD_PIASTRES } from '../../../shared/shipping-fee';
import { feedItemsOf, feedPrice, type FeedContext, type FeedItem } from './feed-items';
import type { ProductRecord } from '../catalogue';

/** Google's taxonomy: Apparel & Accessories > Clothing. */
export const APPAREL_CATEGORY = '1604';

// Characters XML 1.0 does not allow at all, even escaped (a pasted description may carry them).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPING = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
export const escapeXml = (value: string) =>
  // Most values (ids, prices, links) need nothing: one test instead of five replaces.
  NEEDS_ESCAPING.test(value) ? value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;') : value;

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/**
 * Shipping to Egypt from the shop's fee table: Alexandria and everywhere else, free at the
 * threshold. A size's price alone decides it here: the feed shows what one piece would cost.
 */
function shippingOf(priceToPayPiastres: number): string {
  const free = priceToPayPiastres >= FREE_SHIPPING_THRESHOLD_PIASTRES;
  const rate = (region: string | null, piastres: number) =>
    `<g:shipping><g:country>EG</g:country>${region ? tag('g:region', region) : ''}${tag('g:price', feedPrice(free ? 0 : piastres))}</g:shipping>`;
  return rate('EG-ALX', baseShippingFeePiastres('Alexandria')) + rate(null, baseShippingFeePiastres('Cairo'));
}

/**
 * A product's items: what its sizes share (title, description, link, pictures, prices,
 * shipping) is escaped once, then each size adds its id, availability and size.
 */
function productXml(product: ProductRecord, context: FeedContext, brand: string): string {
  const items = feedItemsOf(product, context);
  const first = items[0];
  if (!first) return '';
  const shared = [
    tag('g:item_group_id', first.groupId),
    tag('title', first.title),
    tag('description', first.description),
    tag('link', first.link),
    first.imageLink ? tag('g:image_link', first.imageLink) : '',
    ...first.additionalImageLinks.map((link) => tag('g:additional_image_link', link)),
    tag('g:price', feedPrice(first.pricePiastres)),
    first.salePricePiastres === null ? '' : tag('g:sale_price', feedPrice(first.salePricePiastres)),
    tag('g:brand', brand),
    '<g:condition>new</g:condition>',
    tag('g:google_product_category', APPAREL_CATEGORY),
    shippingOf(first.salePricePiastres ?? first.pricePiastres),
  ].join('');
  return items
    .map(
      (item: FeedItem) =>
        `<item>${tag('g:id', item.id)}${shared}<g:availability>${item.inStock ? 'in_stock' : 'out_of_stock'}</g:availability>${tag('g:size', item.size.toUpperCase())}</item>\n`,
    )
    .join('');
}

export type FeedHead = { shopName: string; shopUrl: string; description: string; language: FeedContext['language'] };

export async function* googleFeed(pages: AsyncIterable<ProductRecord[]>, context: FeedContext, head: FeedHead): AsyncGenerator<string> {
  const opening =
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `${tag('title', head.shopName)}\n${tag('link', head.shopUrl)}\n${tag('description', head.description)}\n${tag('language', head.language)}\n`;
  // Nothing is written before the first page is read (http/ready-stream.ts).
  let opened = false;
  for await (const page of pages) {
    const items = page.map((product) => productXml(product, context, head.shopName)).join('');
    yield opened ? items : opening + items;
    opened = true;
  }
  yield `${opened ? '' : opening}</channel>\n</rss>\n`;
}
