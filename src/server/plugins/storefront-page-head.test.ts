import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductAnswer } from '../../shared/contract/answers';
import { DEMO_CATEGORY_IDS, DEMO_CATEGORY_NAMES } from '../../shared/demo-catalogue';
import { seedTestDemoCatalogue } from '../test-support/demo-catalogue';
import { writeSettings } from '../modules/shop-settings';
import { testDatabases } from '../test-support/databases';
import { createTestShop, type TestShop } from '../test-support/test-shop';
import type { App } from '../types';
import { registerSitemap, SITEMAP_PRODUCTS_PER_FILE } from './sitemap';
import { storefrontFacts } from './storefront-facts';
import { headTags, pageDescriber, type DescribePage } from './storefront-page-head';

type Product = Pick<ProductAnswer, "_id" | "title" | "titleAr" | "description" | "descriptionAr" | "finalPrice" | "categoryId" | "images">;

const jsonLdOf = (tags: string) => [...tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

describe.each(testDatabases())('what link previews and search engines read of a storefront page on %s', (kind) => {
  let shop: TestShop;
  let describePage: DescribePage;
  let product: Product;
  const none = new URLSearchParams();
  beforeAll(async () => {
    shop = await createTestShop(kind);
    await seedTestDemoCatalogue(shop.database.db, shop.storage);
    describePage = pageDescriber(shop.app.deps, storefrontFacts(shop.app.deps));
    const page = (await shop.app.inject({ method: 'GET', url: `/api/products?category=${DEMO_CATEGORY_IDS.summerCollection}` })).json<{ products: Product[] }>();
    product = page.products[0]!;
  });
  afterAll(() => shop.close());

  it("gives a product page its title, price, stock, picture, canonical URL and schema.org Product with its breadcrumbs", async () => {
    const head = await describePage('productDetails', product._id, none, 'en');
    const { title, tags } = headTags(head);
    expect(head.status).toBe(200);
    expect(title).toBe(`<title>${product.title} | Shop</title>`);
    const canonical = `http://shop.test/productDetails/${product._id}`;
    expect(tags).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(tags).toContain('<meta property="og:type" content="product">');
    expect(tags).toContain(`<meta property="product:price:amount" content="${product.finalPrice.toFixed(2)}">`);
    expect(tags).toContain('<meta property="product:price:currency" content="EGP">');
    // The 1200 px variant of the gallery's first picture, the one the page shows first.
    const picture = product.images[0]!.secure_url.replace(/-640\.webp$/, '-1200.webp');
    expect(tags).toContain(`<meta property="og:image" content="${picture}">`);
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    const [productLd, breadcrumbs] = jsonLdOf(tags);
    expect(productLd).toMatchObject({
      '@type': 'Product',
      name: product.title,
      image: expect.arrayContaining([picture]),
      offers: { '@type': 'Offer', price: product.finalPrice.toFixed(2), priceCurrency: 'EGP', availability: 'https://schema.org/InStock', url: canonical },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Shop All', item: 'http://shop.test/collections' },
        { position: 2, name: DEMO_CATEGORY_NAMES.summerCollection, item: `http://shop.test/subCategory/${DEMO_CATEGORY_IDS.summerCollection}` },
        { position: 3, name: product.title, item: canonical },
      ],
    });
  });

  it('says a product is out of stock once every size is sold out', async () => {
    const other = (await shop.app.inject({ method: 'GET', url: '/api/products?pageSize=2' })).json<{ products: Product[] }>().products[1]!;
    await shop.database.db.execute(`update product_sizes set quantity = 0 where product_id = '${other._id}'`);
    // A fresh reader: the shop keeps what it read for a few seconds.
    const head = await pageDescriber(shop.app.deps, storefrontFacts(shop.app.deps))('productDetails', other._id, none, 'en');
    expect(headTags(head).tags).toContain('<meta property="product:availability" content="out of stock">');
    expect(jsonLdOf(headTags(head).tags)[0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('gives a category page its own title, description and picture', async () => {
    const head = await describePage('subCategory', DEMO_CATEGORY_IDS.seaWave, none, 'en');
    const { title, tags } = headTags(head);
    expect(title).toBe(`<title>${DEMO_CATEGORY_NAMES.seaWave} | Shop</title>`);
    expect(tags).toMatch(new RegExp(`<meta name="description" content="Shop ${DEMO_CATEGORY_NAMES.seaWave}: \\d+ pieces, cash on delivery across Egypt.">`));
    expect(tags).toContain(`<link rel="canonical" href="http://shop.test/subCategory/${DEMO_CATEGORY_IDS.seaWave}">`);
    expect(tags).toMatch(/<meta property="og:image" content="http:\/\/shop\.test\/media\/[^"]+">/);
    expect(tags).toContain('<meta property="og:type" content="website">');
  });

  it('answers 404 and noindex for a product or category that does not exist', async () => {
    for (const [page, id] of [['productDetails', '00000000-0000-4000-8000-000000000000'], ['subCategory', 'not-a-uuid']] as const) {
      const head = await describePage(page, id, none, 'en');
      expect(head.status).toBe(404);
      expect(headTags(head).tags).toContain('<meta name="robots" content="noindex, follow">');
      expect(headTags(head).tags).not.toContain('rel="canonical"');
    }
  });

  it('keeps search results and the cart out of the index, and offers the search to engines from the home page', async () => {
    const search = headTags(await describePage('search', '', new URLSearchParams('q=<dress>'), 'en'));
    expect(search.title).toBe('<title>Results for “&lt;dress&gt;” | Shop</title>');
    expect(search.tags).toContain('noindex');
    expect(headTags(await describePage('cart', '', none, 'en')).tags).toContain('noindex');
    const home = headTags(await describePage('home', '', none, 'en'));
    expect(home.tags).toContain('<link rel="canonical" href="http://shop.test/home">');
    expect(jsonLdOf(home.tags)[0]).toMatchObject({ '@type': 'WebSite', potentialAction: { target: { urlTemplate: 'http://shop.test/search?q={search_term_string}' } } });
  });

  it('writes an Arabic page in Arabic, with its /ar canonical URL and both languages as alternates', async () => {
    const head = await describePage('productDetails', product._id, none, 'ar');
    const { title, tags } = headTags(head);
    // The product's and its category's Arabic names, as the shop wrote them.
    expect(product.titleAr).toBeTruthy();
    expect(title).toBe(`<title>${product.titleAr} | المتجر</title>`);
    expect(tags).toContain(`<meta property="og:title" content="${product.titleAr} | المتجر">`);
    expect(tags).toContain(`<link rel="canonical" href="http://shop.test/ar/productDetails/${product._id}">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="en" href="http://shop.test/productDetails/${product._id}">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="ar" href="http://shop.test/ar/productDetails/${product._id}">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="http://shop.test/productDetails/${product._id}">`);
    expect(tags).toContain('<meta property="og:locale" content="ar_EG">');
    expect(jsonLdOf(tags)[0]).toMatchObject({ '@type': 'Product', name: product.titleAr, description: product.descriptionAr, category: 'تشكيلة الصيف' });
    expect(jsonLdOf(tags)[1]).toMatchObject({
      itemListElement: [{ name: 'كل المنتجات', item: 'http://shop.test/ar/collections' }, { name: 'تشكيلة الصيف' }, { name: product.titleAr }],
    });
    // A product without Arabic shows its English title on the Arabic page.
    await shop.database.db.execute(sql`update products set title_ar = null where id = ${product._id}`);
    shop.app.deps.publicCache.invalidate();
    const fallback = headTags(await pageDescriber(shop.app.deps, storefrontFacts(shop.app.deps))('productDetails', product._id, none, 'ar'));
    expect(fallback.title).toBe(`<title>${product.title} | المتجر</title>`);
    await shop.database.db.execute(sql`update products set title_ar = ${product.titleAr} where id = ${product._id}`);
    const home = headTags(await describePage('home', '', none, 'ar'));
    expect(home.title).toBe('<title>صيف مصنوع لمصر | المتجر</title>');
    expect(home.tags).toContain('<link rel="canonical" href="http://shop.test/ar/home">');
    expect(jsonLdOf(home.tags)[0]).toMatchObject({ inLanguage: 'ar', potentialAction: { target: { urlTemplate: 'http://shop.test/ar/search?q={search_term_string}' } } });
    // Pages that are not indexed name no alternates either.
    expect(headTags(await describePage('cart', '', none, 'ar')).tags).not.toContain('hreflang');
  });

  it('uses the shop name from the settings', async () => {
    await writeSettings(shop.app.deps.db, { shopName: 'Nile & Co' });
    const head = await pageDescriber(shop.app.deps, storefrontFacts(shop.app.deps))('collections', '', none, 'en');
    const { title, tags } = headTags(head);
    expect(title).toBe('<title>Summer Collection | Nile &amp; Co</title>');
    expect(tags).toContain('<meta property="og:site_name" content="Nile &amp; Co">');
    await writeSettings(shop.app.deps.db, { shopName: null });
  });

  it('lists every category and product in the sitemap with when it last changed, and robots.txt points to it', async () => {
    const robots = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain('Disallow: /cart');
    expect(robots.body).toContain('Disallow: /ar/cart');
    expect(robots.body).toContain('Disallow: /confirm/');
    expect(robots.body).toContain('Disallow: /ar/blocklist');
    const sitemap = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const { total } = (await shop.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json<{ total: number }>();
    const categories = (await shop.app.inject({ method: 'GET', url: '/api/categories' })).json<{ categories: unknown[] }>().categories;
    // Every page in English and in Arabic, each naming both.
    expect(urls.filter((url) => url!.includes('/productDetails/'))).toHaveLength(2 * total);
    expect(urls.filter((url) => url!.includes('/subCategory/'))).toHaveLength(2 * categories.length);
    expect(urls).toContain('http://shop.test/home');
    expect(urls).toContain('http://shop.test/ar/home');
    expect(urls).toContain(`http://shop.test/productDetails/${product._id}`);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="http://shop.test/productDetails/${product._id}"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="http://shop.test/ar/productDetails/${product._id}"/>`;
    expect(sitemap.body).toMatch(new RegExp(`<loc>http://shop.test/productDetails/${product._id}</loc>${alternates}<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(sitemap.body).toContain(`<loc>http://shop.test/ar/productDetails/${product._id}</loc>${alternates}<lastmod>`);
    expect(total).toBeLessThan(SITEMAP_PRODUCTS_PER_FILE);
    expect((await shop.app.inject({ method: 'GET', url: '/sitemaps/products-2.xml' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })).body).toContain(`/productDetails/${product._id}<`);
  });

  it('splits a catalogue larger than one file into a sitemap index', async () => {
    // The same routes over the same database, with files of 10 products.
    const app = Fastify();
    app.decorate('deps', shop.app.deps);
    registerSitemap(app as unknown as App, 10);
    await app.ready();
    const { total } = (await shop.app.inject({ method: 'GET', url: '/api/products?pageSize=1' })).json<{ total: number }>();
    const index = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(index).toContain('<sitemapindex');
    const parts = [...index.matchAll(/<loc>http:\/\/shop\.test([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(parts).toEqual(['/sitemaps/shop.xml', ...Array.from({ length: Math.ceil(total / 10) }, (_, i) => `/sitemaps/products-${i + 1}.xml`)]);
    const products = new Set<string>();
    for (const part of parts.slice(1)) {
      const body = (await app.inject({ method: 'GET', url: part })).body;
      for (const match of body.matchAll(/<loc>http:\/\/shop\.test\/productDetails\/([^<]+)<\/loc>/g)) products.add(match[1]!);
    }
    expect(products.size).toBe(total);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/shop.xml' })).body).toContain('/subCategory/');
    expect((await app.inject({ method: 'GET', url: '/sitemaps/products-x.xml' })).statusCode).toBe(404);
    await app.close();
  });
});
