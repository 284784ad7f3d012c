import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMER_COLLECTION_CATEGORY_ID } from '../../shared/demo-catalogue';
import { CARD_SIZES, createStorefrontHtml, GALLERY_SIZES, HOME_LEAD_SIZES, type FindLeadImage, type LeadPicture, type StorefrontHtml } from './storefront-html';
import type { PageHead } from './storefront-page-head';

const INDEX = '<html><head><meta name="description" content="The shop"><title>Shop</title><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_core.js'], assets: ['assets/cairo-arabic-wght-normal-x1.woff2'] },
  'app.tsx': { file: 'assets/app.js', imports: ['_core.js', '_icons.js'] },
  '_icons.js': { file: 'assets/icons.js' },
  '../shared/messages-ar.ts': { file: 'assets/messages-ar.js' },
  '_core.js': { file: 'assets/core.js' },
  '_catalog.js': { file: 'assets/catalog.js', imports: ['_core.js'] },
  'storefront/home/routes/home-page.tsx': { file: 'assets/home.js', imports: ['_core.js', '_catalog.js'] },
  'storefront/catalog/routes/product-details-page.tsx': { file: 'assets/product.js', imports: ['_catalog.js', '_embla.js'] },
  '_embla.js': { file: 'assets/embla.js' },
};
const image = { url: 'http://shop.test/media/p/1-640.webp', srcset: 'http://shop.test/media/p/1-320.webp 320w, http://shop.test/media/p/1-640.webp 640w' };

describe('storefront index.html', () => {
  let dir: string;
  let html: StorefrontHtml;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-html-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    html = createStorefrontHtml(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const noImage = async () => undefined;
  const head: PageHead = { status: 200, language: 'en', meta: { title: 'Dresses', description: 'Shop dresses' }, shopName: 'Nile Wear', canonical: 'http://shop.test/subCategory/c1', jsonLd: [] };
  const sources = (leadImage: FindLeadImage = noImage, described: PageHead = head) => ({
    leadImage,
    describe: async () => described,
    shopName: async () => 'Nile Wear',
  });
  const render = async (url: string, leadImage?: FindLeadImage, described?: PageHead) => (await html.render(url, sources(leadImage, described))).html;

  it('announces the page chunks the entry does not load, and starts the catalogue read before the entry', async () => {
    const page = await render('/home');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    expect(page).toContain('href="/assets/catalog.js"');
    expect(page).not.toContain('modulepreload" crossorigin href="/assets/core.js"');
    expect(page).toContain(`["/api/categories","/api/products?category=${SUMMER_COLLECTION_CATEGORY_ID}&pageSize=8","/api/shop-settings"]`);
    expect(page.indexOf('window.__earlyData')).toBeLessThan(page.indexOf('/assets/index.js'));
    expect(page.indexOf('window.__earlyData')).toBeLessThan(page.indexOf('stylesheet'));
    expect(await render('/')).toContain('/assets/home.js');
  });

  it('writes every page in its language: English at the spec paths, Arabic under /ar with its texts and typeface asked for at once', async () => {
    const english = await render('/home');
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/app.js">');
    expect(english).toContain('href="/assets/icons.js"');
    expect(english).not.toContain('messages-ar');
    expect(english).not.toContain('woff2');
    const arabic = await render('/ar/home');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<link rel="modulepreload" crossorigin href="/assets/messages-ar.js">');
    expect(arabic).toContain('<link rel="modulepreload" crossorigin href="/assets/app.js">');
    expect(arabic).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/cairo-arabic-wght-normal-x1.woff2">');
    // The Arabic page is the same landing page: its chunk and data are announced as in English.
    expect(arabic).toContain('href="/assets/home.js"');
    expect(await render('/ar/productDetails/abc')).toContain('"/api/product/by-product/abc"');
    // A page that is not a landing page is still written in its language.
    expect(await render('/ar/my-orders')).toContain('<html lang="ar" dir="rtl">');
    // The app chunk's own imports are not announced again with each page.
    expect(english.split('href="/assets/icons.js"')).toHaveLength(2);
  });

  it('preloads the product and its first picture on a product page', async () => {
    const asked: LeadPicture[] = [];
    const page = await render('/productDetails/abc', async (lead) => {
      asked.push(lead);
      return image;
    });
    expect(asked).toEqual([{ of: 'product', id: 'abc' }]);
    expect(page).toContain('["/api/product/by-product/abc","/api/shop-settings"]');
    expect(page).toContain(`<link rel="preload" as="image" href="${image.url}" imagesrcset="${image.srcset}" imagesizes="${GALLERY_SIZES}"`);
    expect(page).toContain('href="/assets/embla.js"');
  });

  it('preloads the first card picture of a category page and of the collection', async () => {
    const asked: LeadPicture[] = [];
    const find = async (lead: LeadPicture) => {
      asked.push(lead);
      return image;
    };
    expect(await render('/subCategory/c1', find)).toContain(`imagesizes="${CARD_SIZES}"`);
    expect(await render('/collections', find)).toContain(`imagesizes="${CARD_SIZES}"`);
    expect(await render('/home', find)).toContain(`imagesizes="${HOME_LEAD_SIZES}"`);
    expect(asked).toEqual([{ of: 'category', id: 'c1' }, { of: 'collection' }, { of: 'category', id: SUMMER_COLLECTION_CATEGORY_ID }]);
    expect(await render('/all-categories', find)).not.toContain('as="image"');
  });

  it('keeps a hostile path inside the script and the attributes', async () => {
    const page = await render('/productDetails/%3C%2Fscript%3E%22', async () => ({ url: 'x"<', srcset: 'y' }));
    expect(page).not.toContain('</script>"');
    expect(page).toContain('"/api/product/by-product/%3C%2Fscript%3E%22"');
    expect(page).toContain('href="x&quot;&lt;"');
  });

  it('answers other paths with the shop name as title, and a malformed path with the plain index.html', async () => {
    // index.html in English, with the app's chunks that the entry loads once it has run.
    const plain = INDEX.replace('<html>', '<html lang="en" dir="ltr">').replace(
      '</title>',
      '</title><link rel="modulepreload" crossorigin href="/assets/app.js"><link rel="modulepreload" crossorigin href="/assets/icons.js">',
    );
    expect(await render('/login')).toBe(plain.replace('<title>Shop</title>', '<title>Nile Wear</title>'));
    expect(await render('/productDetails/%E0%A4%A')).toBe(plain);
    const missing = await render('/productDetails/nope', async () => {
      throw new Error('Product not found.');
    });
    expect(missing).not.toContain('as="image"');
  });

  it("writes the page's head in place of the plain title and description, and its status", async () => {
    const page = await render('/subCategory/c1');
    expect(page).toContain('<title>Dresses | Nile Wear</title>');
    expect(page).toContain('<meta name="description" content="Shop dresses">');
    expect(page).not.toContain('The shop');
    expect(page).toContain('<link rel="canonical" href="http://shop.test/subCategory/c1">');
    expect(page).toContain('<meta property="og:title" content="Dresses | Nile Wear">');
    expect(page.indexOf('window.__earlyData')).toBeLessThan(page.indexOf('/assets/index.js'));
    const gone = await html.render('/productDetails/x', sources(noImage, { ...head, status: 404, noindex: true, canonical: undefined }));
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('<meta name="robots" content="noindex, follow">');
    expect(gone.html).not.toContain('rel="canonical"');
  });

  it('keeps the plain head when the page cannot be described (the database is down)', async () => {
    const { status, html: page } = await html.render('/collections', { ...sources(), describe: async () => Promise.reject(new Error('down')) });
    expect(status).toBe(200);
    expect(page).toContain('<title>Shop</title>');
    expect(page).toContain('window.__earlyData');
  });
});
