/**
 * Fixed ids of the demo catalogue (seeded on an empty database), so the home page's slider
 * and summer collection can link to real categories without looking them up by name.
 * An admin may delete or rename these categories; the client must then cope with
 * 'Category not found' like for any other id.
 */
export const DEMO_CATEGORY_IDS = {
  summerCollection: '5eed0000-0000-4000-8000-000000000001',
  hotOrange: '5eed0000-0000-4000-8000-000000000002',
  seaWave: '5eed0000-0000-4000-8000-000000000003',
  sunsetGlow: '5eed0000-0000-4000-8000-000000000004',
  zebraHeat: '5eed0000-0000-4000-8000-000000000005',
  essentials: '5eed0000-0000-4000-8000-000000000006',
} as const;

export const DEMO_CATEGORY_NAMES = {
  summerCollection: 'Summer Collection',
  hotOrange: 'Hot Orange',
  seaWave: 'Sea Wave',
  sunsetGlow: 'Sunset Glow',
  zebraHeat: 'Zebra Heat',
  essentials: 'Everyday Essentials',
} as const satisfies Record<keyof typeof DEMO_CATEGORY_IDS, string>;

/** The category whose products the home page's summer collection grid shows. */
export const SUMMER_COLLECTION_CATEGORY_ID = DEMO_CATEGORY_IDS.summerCollection;

/** The home page's summer grid: that category's first 8 products (one list query, preloaded by the server). */
export const HOME_SUMMER_GRID = { category: SUMMER_COLLECTION_CATEGORY_ID, pageSize: 8 } as const;

/** Where each of the home slider's 4 slides sends its Shop Now button (/subCategory/{id}). */
export const SLIDER_CATEGORY_IDS = {
  'Hot Orange': DEMO_CATEGORY_IDS.hotOrange,
  'Sea Wave': DEMO_CATEGORY_IDS.seaWave,
  'Sunset Glow': DEMO_CATEGORY_IDS.sunsetGlow,
  'Zebra Heat': DEMO_CATEGORY_IDS.zebraHeat,
} as const;

/** Products with a known stock situation, for tests and demos. */
export const DEMO_PRODUCT_IDS = {
  /** Every size at 0. */
  soldOut: '5eed0001-0000-4000-8000-000000000006',
  /** 3 pieces left in total. */
  lowStock: '5eed0001-0000-4000-8000-000000000001',
  /** Plenty of stock, 20% off, size m sold out. */
  discounted: '5eed0001-0000-4000-8000-000000000002',
} as const;

/** Id of the n-th demo product (0-based), as the seed makes them. */
export const demoProductId = (index: number): string =>
  `5eed0001-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
