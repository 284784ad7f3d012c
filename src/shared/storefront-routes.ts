/**
 * The storefront pages a shopper lands on from outside (a link, a search result, a shared
 * product). One list for both sides, so renaming a page or a path reaches both:
 * - the client's router renders each page at its paths and loads its chunk before the first
 *   render (src/client/router.tsx);
 * - the server announces each page's chunks, data and first picture in index.html
 *   (src/server/plugins/storefront-html.ts), finding the chunks in Vite's manifest by `page`.
 *
 * `page` is the page module's path under src/client, as Vite's manifest names it. A path is a
 * router pattern: `:name` stands for one non-empty segment.
 */
export const landingPages = {
  home: { paths: ['/', '/home'], page: 'storefront/home/routes/home-page.tsx' },
  collections: { paths: ['/collections'], page: 'storefront/catalog/routes/collections-page.tsx' },
  allCategories: { paths: ['/all-categories'], page: 'storefront/catalog/routes/all-categories-page.tsx' },
  subCategory: { paths: ['/subCategory/:categoryId'], page: 'storefront/catalog/routes/sub-category-page.tsx' },
  productDetails: { paths: ['/productDetails/:productId'], page: 'storefront/catalog/routes/product-details-page.tsx' },
  cart: { paths: ['/cart'], page: 'storefront/cart/routes/cart-page.tsx' },
  search: { paths: ['/search'], page: 'storefront/catalog/routes/search-page.tsx' },
} as const satisfies Record<string, { paths: readonly string[]; page: string }>;

export type LandingPageName = keyof typeof landingPages;

export type LandingMatch = {
  name: LandingPageName;
  page: string;
  /** The path's parameters in order, as they appear in the URL (still percent-encoded). */
  params: string[];
};

/** The parameters of `pathname` under `pattern`, or undefined when it does not match. */
function matchPattern(pattern: string, pathname: string): string[] | undefined {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: string[] = [];
  for (const [index, segment] of expected.entries()) {
    const value = actual[index]!;
    if (segment.startsWith(':')) {
      if (value === '') return undefined;
      params.push(value);
    } else if (segment !== value) {
      return undefined;
    }
  }
  return params;
}

/** The landing page at this path, if it is one. */
export function findLandingPage(pathname: string): LandingMatch | undefined {
  for (const [name, { paths, page }] of Object.entries(landingPages) as [LandingPageName, (typeof landingPages)[LandingPageName]][]) {
    for (const pattern of paths) {
      const params = matchPattern(pattern, pathname);
      if (params) return { name, page, params };
    }
  }
  return undefined;
}
