import type { FastifyReply } from 'fastify';
import { LANGUAGES, pathInEveryLanguage } from '../../shared/language';
import { paths } from '../../shared/paths';
import { categorySitemap, countAllProducts, productSitemapPage } from '../modules/catalogue';
import type { App } from '../types';

/**
 * Products per sitemap file. The protocol allows 50,000 URLs per file; each product is two (its
 * English and Arabic pages), and a smaller file keeps each answer a couple of megabytes, built
 * in one read, whatever the catalogue's size.
 */
export const SITEMAP_PRODUCTS_PER_FILE = 10_000;

/** Pages of the whole shop a search engine should know, beside every category and product. */
const SHOP_PAGES = [paths.home, paths.collections, paths.allCategories, paths.contact, paths.returns, paths.shipping, paths.faq, paths.policy];

/** Pages that are a shopper's own or the back office's: not for search engines. */
const PRIVATE_PAGES = [
  paths.cart,
  paths.createOrder,
  paths.login,
  paths.confirmEmail,
  paths.profile,
  paths.myOrders,
  paths.dashboard,
  paths.dashboardDetails,
  paths.categoryManagement,
  paths.productManagement,
  paths.ordersManagement,
  paths.lowStockProducts,
  paths.salesByDateRange,
  paths.updateOrderStatus,
  paths.shopSettings,
  paths.blocklist,
  paths.promoCodes,
  paths.productFeeds,
  paths.abandonedCarts,
  // A confirmation link's page is one customer's order (the token is the key to it).
  paths.confirmOrder(''),
];

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const day = (date: Date) => date.toISOString().slice(0, 10);

type Entry = { path: string; updatedAt?: Date };

/**
 * `/robots.txt` and `/sitemap.xml`, written from the catalogue as it is and the shop's public
 * address (PUBLIC_URL), which a file in the build cannot know. A catalogue larger than one
 * file gets a sitemap index: the whole-shop pages and categories in one file, the products
 * in files of `productsPerFile`.
 */
export function registerSitemap(app: App, productsPerFile = SITEMAP_PRODUCTS_PER_FILE): void {
  const { config, db } = app.deps;
  const absolute = (path: string) => escapeXml(`${config.publicUrl}${path}`);

  const send = (reply: FastifyReply, body: string, type = 'application/xml; charset=utf-8') =>
    // An hour: search engines come back daily, and a new product can wait that long.
    reply.type(type).header('cache-control', 'public, max-age=3600').send(body);

  // Every page once per language, each naming all its languages (Google's hreflang in sitemaps).
  const urlset = (entries: Entry[]) =>
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries
      .map(({ path, updatedAt }) => {
        const pages = pathInEveryLanguage(path);
        const alternates = LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${absolute(pages[language])}"/>`).join('');
        const lastmod = updatedAt ? `<lastmod>${day(updatedAt)}</lastmod>` : '';
        return LANGUAGES.map((language) => `<url><loc>${absolute(pages[language])}</loc>${alternates}${lastmod}</url>\n`).join('');
      })
      .join('') +
    '</urlset>\n';

  const shopEntries = async (): Promise<Entry[]> => [
    ...SHOP_PAGES.map((path) => ({ path })),
    ...(await categorySitemap(db)).map(({ id, updatedAt }) => ({ path: paths.subCategory(id), updatedAt })),
  ];
  const productEntries = async (file: number): Promise<Entry[]> =>
    (await productSitemapPage(db, (file - 1) * productsPerFile, productsPerFile)).map(({ id, updatedAt }) => ({
      path: paths.productDetails(id),
      updatedAt,
    }));

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const disallowed = LANGUAGES.flatMap((language) => PRIVATE_PAGES.map((path) => `Disallow: ${pathInEveryLanguage(path)[language]}`));
    const lines = ['User-agent: *', ...disallowed, '', `Sitemap: ${config.publicUrl}/sitemap.xml`, ''];
    return send(reply, lines.join('\n'), 'text/plain; charset=utf-8');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const files = Math.ceil((await countAllProducts(db)) / productsPerFile);
    if (files <= 1) return send(reply, urlset([...(await shopEntries()), ...(await productEntries(1))]));
    const parts = ['/sitemaps/shop.xml', ...Array.from({ length: files }, (_, index) => `/sitemaps/products-${index + 1}.xml`)];
    return send(
      reply,
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        parts.map((part) => `<sitemap><loc>${absolute(part)}</loc></sitemap>\n`).join('') +
        '</sitemapindex>\n',
    );
  });

  app.get('/sitemaps/shop.xml', { schema: { hide: true } }, async (_request, reply) => send(reply, urlset(await shopEntries())));

  app.get<{ Params: { file: string } }>('/sitemaps/products-:file.xml', { schema: { hide: true } }, async (request, reply) => {
    const file = Number(request.params.file);
    const entries = Number.isSafeInteger(file) && file >= 1 ? await productEntries(file) : [];
    if (entries.length === 0) return reply.code(404).send({ message: 'There is no such sitemap.' });
    return send(reply, urlset(entries));
  });
}
