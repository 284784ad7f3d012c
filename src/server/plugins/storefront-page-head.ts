import { LANGUAGES, openGraphLocale, pathInEveryLanguage, pathInLanguage, type Language } from '../../shared/language';
import { fullTitle, pageMeta, type PageMeta } from '../../shared/page-meta';
import { categoryName, productTitle } from '../../shared/catalogue-text';
import { paths } from '../../shared/paths';
import { messagesFor, type Messages } from '../../shared/messages';
import { toPounds } from '../../shared/money';
import type { LandingPageName } from '../../shared/storefront-routes';
import type { ProductRecord } from '../modules/catalogue';
import { variantUrl } from '../storage/images';
import type { AppDeps } from '../types';
import type { StorefrontFacts } from './storefront-facts';

/**
 * The head of a storefront page as link previews (WhatsApp, Facebook, Instagram) and search
 * engines read it: they do not run the page's JavaScript, so the server writes what the page
 * would set itself (src/shared/page-meta.ts) and what only they read (Open Graph, a Twitter
 * card, schema.org JSON-LD).
 */
export type PageHead = {
  /** 404 for a product or category that does not exist, so it is not indexed as a page. */
  status: 200 | 404;
  language: Language;
  /** The page in each language (absolute), for hreflang alternates; absent when not indexed. */
  alternates?: Record<Language, string>;
  meta: PageMeta;
  shopName: string;
  /** Absolute; absent on pages that are not to be indexed. */
  canonical?: string;
  noindex?: boolean;
  /** Absolute; the widest stored variant (1200 px when the upload was at least that wide). */
  image?: { url: string; alt: string };
  product?: { price: string; inStock: boolean };
  jsonLd: object[];
};

export type DescribePage = (page: LandingPageName, param: string, query: URLSearchParams, language: Language) => Promise<PageHead>;

/** Open Graph and schema.org write prices as plain decimals in EGP. */
const CURRENCY = 'EGP';
const decimalPrice = (piastres: number) => toPounds(piastres).toFixed(2);

export function pageDescriber({ config, storage }: Pick<AppDeps, 'config' | 'storage'>, facts: StorefrontFacts): DescribePage {
  const absolute = (path: string) => `${config.publicUrl}${path}`;
  /** What a page's texts, links and alternates depend on: its language. */
  type Reader = { language: Language; texts: Messages; shopName: string };
  /** The absolute URL of a spec path in the reader's language. */
  const urlFor = ({ language }: Reader, path: string) => absolute(pathInLanguage(language, path));
  /** An indexable page's canonical URL (its own language's) and its alternates. */
  const placed = (reader: Reader, path: string) => {
    const pages = pathInEveryLanguage(path);
    const alternates = Object.fromEntries(LANGUAGES.map((language) => [language, absolute(pages[language])])) as Record<Language, string>;
    return { canonical: alternates[reader.language], alternates };
  };
  const shareImage = (key: string, alt: string) => ({ url: variantUrl(storage.publicUrl(key), 1200), alt });
  const productImage = (product: ProductRecord | undefined, texts: Messages) => {
    const picture = product?.images.find((image) => image.kind === 'gallery');
    return picture && shareImage(picture.key, productTitle(product!, texts));
  };
  const breadcrumbs = (crumbs: { name: string; path: string }[]) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.path })),
  });

  async function describeProduct(id: string, reader: Reader): Promise<PageHead> {
    const { texts, shopName, language } = reader;
    const product = await facts.product(id);
    if (!product) return notFound(texts.product.notFound, reader);
    const category = await facts.category(product.categoryId);
    const { canonical, alternates } = placed(reader, paths.productDetails(product.id));
    const inStock = product.sizes.some((size) => size.quantity > 0);
    const price = decimalPrice(product.finalPricePiastres);
    const meta = pageMeta(texts).product(product);
    const pictures = product.images.filter((image) => image.kind === 'gallery').map((image) => variantUrl(storage.publicUrl(image.key), 1200));
    return {
      status: 200,
      language,
      meta,
      shopName,
      canonical,
      alternates,
      image: productImage(product, texts),
      product: { price, inStock },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: meta.title,
          description: meta.description,
          sku: product.id,
          image: pictures,
          brand: { '@type': 'Brand', name: shopName },
          ...(category ? { category: categoryName(category, texts) } : {}),
          offers: {
            '@type': 'Offer',
            url: canonical,
            price,
            priceCurrency: CURRENCY,
            availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: shopName },
          },
        },
        breadcrumbs([
          { name: texts.shop.shopAll, path: urlFor(reader, paths.collections) },
          ...(category ? [{ name: categoryName(category, texts), path: urlFor(reader, paths.subCategory(category.id)) }] : []),
          { name: meta.title, path: canonical },
        ]),
      ],
    };
  }

  async function describeCategory(id: string, reader: Reader): Promise<PageHead> {
    const { texts, shopName, language } = reader;
    const category = await facts.category(id);
    if (!category) return notFound(texts.catalog.categoryNotFound, reader);
    const { canonical, alternates } = placed(reader, paths.subCategory(category.id));
    const meta = pageMeta(texts).category(category);
    return {
      status: 200,
      language,
      meta,
      shopName,
      canonical,
      alternates,
      image: shareImage(category.imageKey, meta.title),
      jsonLd: [
        breadcrumbs([
          { name: texts.shop.ourCategories, path: urlFor(reader, paths.allCategories) },
          { name: meta.title, path: canonical },
        ]),
      ],
    };
  }

  const notFound = (title: string, { shopName, language }: Reader): PageHead => ({
    status: 404,
    language,
    meta: { title, description: title },
    shopName,
    noindex: true,
    jsonLd: [],
  });
  const notIndexed = (meta: PageMeta, { shopName, language }: Reader): PageHead => ({ status: 200, language, meta, shopName, noindex: true, jsonLd: [] });

  /** A page of the whole shop, its picture the newest product's (the first card of the collection). */
  async function describeShopPage(meta: PageMeta, path: string, reader: Reader, jsonLd: object[] = []): Promise<PageHead> {
    const image = productImage(await facts.newestProduct(), reader.texts);
    return { status: 200, language: reader.language, meta, shopName: reader.shopName, ...placed(reader, path), image, jsonLd };
  }

  return async (page, param, query, language) => {
    const [texts, shopName] = await Promise.all([messagesFor(language), facts.shopName(language)]);
    const reader: Reader = { language, texts, shopName };
    const meta = pageMeta(texts);
    switch (page) {
      case 'productDetails':
        return describeProduct(param, reader);
      case 'subCategory':
        return describeCategory(param, reader);
      case 'home':
        // /home, the path the shop's own links use, for / as well: a page whose canonical is
        // the bare root reads to crawlers (and Lighthouse's audit) as a canonical set by mistake.
        return describeShopPage(meta.home, paths.home, reader, [
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: shopName,
            inLanguage: language,
            url: urlFor(reader, paths.root),
            potentialAction: {
              '@type': 'SearchAction',
              target: { '@type': 'EntryPoint', urlTemplate: `${urlFor(reader, paths.search(''))}{search_term_string}` },
              'query-input': 'required name=search_term_string',
            },
          },
        ]);
      case 'collections':
        return describeShopPage(meta.collections, paths.collections, reader);
      case 'allCategories':
        return describeShopPage(meta.allCategories, paths.allCategories, reader);
      // A shopper's own list and a search's results are not pages to index.
      case 'cart':
        return notIndexed(meta.cart, reader);
      case 'search':
        return notIndexed(meta.search(query.get('q') ?? ''), reader);
    }
  };
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The <title> element: the page's title, then the shop's name. */
export const titleElement = (title: string, shopName: string) => `<title>${escapeHtml(fullTitle(title, shopName))}</title>`;

/** The tags of a page head, every value escaped; JSON-LD with `<` escaped so no text can close its script element. */
export function headTags(head: PageHead): { title: string; tags: string } {
  const title = fullTitle(head.meta.title, head.shopName);
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    meta('name', 'description', head.meta.description),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    // Each language's page names the other (and English as the default for other readers).
    ...(head.alternates
      ? [
          ...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(head.alternates![language])}">`),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.en)}">`,
        ]
      : []),
    head.noindex ? meta('name', 'robots', 'noindex, follow') : '',
    meta('property', 'og:site_name', head.shopName),
    meta('property', 'og:locale', openGraphLocale(head.language)),
    meta('property', 'og:type', head.product ? 'product' : 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.meta.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    head.image ? meta('property', 'og:image', head.image.url) + meta('property', 'og:image:alt', head.image.alt) : '',
    head.product
      ? meta('property', 'product:price:amount', head.product.price) +
        meta('property', 'product:price:currency', CURRENCY) +
        meta('property', 'product:availability', head.product.inStock ? 'in stock' : 'out of stock')
      : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.meta.description),
    head.image ? meta('name', 'twitter:image', head.image.url) : '',
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`),
  ];
  return { title: titleElement(head.meta.title, head.shopName), tags: tags.join('') };
}
