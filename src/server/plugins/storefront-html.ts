import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { productListApiPath } from '../../shared/catalogue-list-url';
import { HOME_SUMMER_GRID } from '../../shared/demo-catalogue';
import { splitLanguagePath, textDirection, type Language } from '../../shared/language';
import { findLandingPage, landingPages, type LandingPageName } from '../../shared/storefront-routes';
import { headTags, titleElement, type DescribePage } from './storefront-page-head';

/**
 * Starts the page's API requests before the app loads. The same text on every page (the
 * paths travel beside it as JSON data, which is not run), so the Content-Security-Policy
 * allows exactly this script by its hash and no other inline script.
 */
const EARLY_DATA_SCRIPT =
  "window.__earlyData={};JSON.parse(document.getElementById('early-data').textContent).forEach(function(u){window.__earlyData[u]=fetch(u,{headers:{accept:'application/json'}}).catch(function(){})})";
export const EARLY_DATA_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_DATA_SCRIPT).digest('base64')}'`;

/**
 * The app's index.html, with what a storefront page needs announced in its head, so the
 * browser fetches it in parallel with the entry instead of after the entry has run (a phone
 * on a slow network pays one round trip per step):
 *
 * - `modulepreload` for the page's chunk and the chunks it imports (from Vite's manifest);
 * - the catalogue answer the page shows, started by a small inline script before the entry
 *   loads; the client takes that response instead of asking again (src/client/lib/early-data.ts);
 * - the picture that is the page's largest paint, when the server can name it (the product
 *   gallery's first picture; the first card's picture on collection and category pages).
 *
 * The pages and their paths come from src/shared/storefront-routes.ts, the list the client's
 * router renders too; any other path gets the plain index.html, which is always correct, only
 * slower. Every page is written in its language (src/shared/language.ts): `<html lang dir>`,
 * the app's chunk and, under /ar, the Arabic texts' chunk, which the entry loads before the app.
 */

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[]; assets?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A picture the server can name before the page runs (the API's `secure_url` and `srcset`). */
export type LeadImage = { url: string; srcset: string };
/** Whose first picture is the page's largest paint: a product's, a category's first product's, or the collection's first product's. */
export type LeadPicture = { of: 'product' | 'category'; id: string } | { of: 'collection' };
export type FindLeadImage = (lead: LeadPicture) => Promise<LeadImage | undefined>;

/** What the server announces for a landing page beyond its chunks. */
type PagePreloads = {
  /** API paths (under /api) the page reads on its first render, given the path's parameter. */
  data: (param: string) => string[];
  /** The largest paint's picture, and the `sizes` its <img> is drawn with. */
  lead?: { picture: (param: string) => LeadPicture; sizes: string };
};

// Must equal the `sizes` of the pictures in src/client (product-gallery.tsx MAIN_SIZES,
// product-card.tsx CARD_IMAGE_SIZES), or the preload fetches a width the page does not use.
export const GALLERY_SIZES = '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw';
export const CARD_SIZES = '(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 47vw';
// The home page's first summer picture: the hero's look from tablets up (hero.tsx, 270px), the
// collection strip's first card on phones (collection-strip.tsx, 40vw). One expression for both,
// so the preloaded width is the one the page then asks for.
export const HOME_LEAD_SIZES = '(min-width: 768px) 270px, 40vw';

// The pages' first reads, written by the same function as the client's calls so the URLs
// match (a list whose URL carries filters asks for its own page; this one is then unused).
const CATEGORIES = '/categories';
// Every page's header shows the shop's name or logo from its settings: started early too.
const SHOP_SETTINGS = '/shop-settings';
// Keyed by the shared list of landing pages (src/shared/storefront-routes.ts), which gives their
// paths and page modules: a page added there must say here what it reads first.
const PRELOADS: Record<LandingPageName, PagePreloads> = {
  home: {
    data: () => [CATEGORIES, productListApiPath(HOME_SUMMER_GRID)],
    lead: { picture: () => ({ of: 'category', id: HOME_SUMMER_GRID.category }), sizes: HOME_LEAD_SIZES },
  },
  collections: { data: () => [productListApiPath({})], lead: { picture: () => ({ of: 'collection' }), sizes: CARD_SIZES } },
  allCategories: { data: () => [CATEGORIES] },
  subCategory: { data: (categoryId) => [CATEGORIES, productListApiPath({ category: categoryId })], lead: { picture: (categoryId) => ({ of: 'category', id: categoryId }), sizes: CARD_SIZES } },
  productDetails: {
    data: (productId) => [`/product/by-product/${encodeURIComponent(productId)}`],
    lead: { picture: (productId) => ({ of: 'product', id: productId }), sizes: GALLERY_SIZES },
  },
  cart: { data: () => [] },
  // The words are in the query string, which the page list does not see: the page asks itself.
  search: { data: () => [] },
};

// The client's modules the entry loads after it has run (src/client/main.tsx), as Vite's manifest names them.
const APP_MODULE = 'app.tsx';
const ARABIC_TEXTS_MODULE = '../shared/messages-ar.ts';
const ARABIC_FONT = /\/cairo-arabic-[^/]*\.woff2$/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The static-import closure of a manifest key: every chunk that loads before its code runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** What the server reads about a page to write its head. */
export type PageSources = { leadImage: FindLeadImage; describe: DescribePage; shopName: (language: Language) => Promise<string> };

export type StorefrontHtml = {
  /**
   * index.html for this URL (path and query): a landing page's with its preloads and its head (title,
   * description, link preview, JSON-LD), any other page's with the shop's name as its title.
   */
  render: (url: string, sources: PageSources) => Promise<{ status: number; html: string }>;
};

export function createStorefrontHtml(clientDir: string, apiBase = '/api'): StorefrontHtml {
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const entryChunks = entry ? closure(manifest, entry) : new Set<string>();

  // A module's chunks beyond the entry's own (and beyond `loaded`), as modulepreload links.
  const preloadLinks = (key: string, loaded = entryChunks) => {
    const chunks = manifest[key] ? [...closure(manifest, key)].filter((chunk) => !loaded.has(chunk)) : [];
    return chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(manifest[chunk]!.file)}">`).join('');
  };
  // The entry loads the page's texts, then the app (src/client/main.tsx): both are asked for at once.
  const appLinks = preloadLinks(APP_MODULE);
  const appChunks = new Set([...entryChunks, ...closure(manifest, APP_MODULE)]);
  // Arabic pages also ask for the Arabic typeface at once (styles.css): the stylesheet would name it only once parsed.
  const arabicFont = (entry ? manifest[entry]!.assets ?? [] : []).filter((file) => ARABIC_FONT.test(file));
  const fontLinks = arabicFont.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeAttribute(file)}">`).join('');
  const languageLinks: Record<Language, string> = { en: appLinks, ar: preloadLinks(ARABIC_TEXTS_MODULE) + appLinks + fontLinks };
  // The page chunks beyond the entry's and the app's, computed once per page.
  const chunkLinks = new Map<string, string>(Object.values(landingPages).map(({ page }) => [page, preloadLinks(page, appChunks)] as const));
  const HTML_ELEMENT = /<html\b[^>]*>/;
  const inLanguage = (html: string, language: Language) =>
    html.replace(HTML_ELEMENT, `<html lang="${language}" dir="${textDirection(language)}">`).replace('</title>', `</title>${languageLinks[language]}`);

  const TITLE = /<title>[^<]*<\/title>/;
  const DESCRIPTION = /<meta name="description"[^>]*>/;

  return {
    async render(url, { leadImage, describe, shopName }) {
      const queryAt = url.indexOf('?');
      const { language, path: pathname } = splitLanguagePath(queryAt === -1 ? url : url.slice(0, queryAt));
      const search = queryAt === -1 ? '' : url.slice(queryAt + 1);
      const landing = findLandingPage(pathname);
      const page = inLanguage(indexHtml, language);
      let param = '';
      try {
        param = decodeURIComponent(landing?.params[0] ?? '');
      } catch {
        return { status: 200, html: page };
      }
      if (!landing) {
        const name = await shopName(language).catch(() => undefined);
        return { status: 200, html: name ? page.replace(TITLE, titleElement('', name)) : page };
      }
      const route = PRELOADS[landing.name];
      const head: string[] = [];
      const dataPaths = [...route.data(param), SHOP_SETTINGS].map((dataPath) => `${apiBase}${dataPath}`);
      // Inline and ahead of the stylesheet (a script after a stylesheet waits for it). The
      // client's api-client takes each response once; JSON.stringify with < escaped keeps
      // the path from closing the script element.
      const list = JSON.stringify(dataPaths).replace(/</g, '\\u003c');
      head.push(`<script type="application/json" id="early-data">${list}</script><script>${EARLY_DATA_SCRIPT}</script>`);
      const [image, described] = await Promise.all([
        route.lead ? leadImage(route.lead.picture(param)).catch(() => undefined) : undefined,
        describe(landing.name, param, new URLSearchParams(search), language).catch(() => undefined),
      ]);
      if (route.lead && image) {
        head.push(
          `<link rel="preload" as="image" href="${escapeAttribute(image.url)}" imagesrcset="${escapeAttribute(image.srcset)}" imagesizes="${route.lead.sizes}" fetchpriority="high">`,
        );
      }
      head.push(chunkLinks.get(landing.page) ?? '');
      // A database that cannot answer leaves the page its plain head: the page still works.
      if (!described) return { status: 200, html: page.replace('</title>', `</title>${head.join('')}`) };
      const { title, tags } = headTags(described);
      // The title first, then what starts downloads (before Vite's entry script and
      // stylesheet), then what only previews and search engines read.
      const html = page.replace(DESCRIPTION, '').replace(TITLE, `${title}${head.join('')}${tags}`);
      return { status: described.status, html };
    },
  };
}
