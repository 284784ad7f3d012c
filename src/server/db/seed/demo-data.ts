/**
 * The demo catalogue: 6 categories (the summer collection and the 4 slider themes among them)
 * and 36 products with every stock situation a screen must handle: sold-out sizes, a sold-out
 * product, low stock (5 or fewer), discounts of 0, 10, 20 and 35 percent.
 * Product ids come from demoProductId(index), so DEMO_PRODUCT_IDS in src/shared names real rows.
 */
import { DEMO_CATEGORY_IDS, DEMO_CATEGORY_NAMES } from '../../../shared/demo-catalogue';
import type { Size } from '../../../shared/sizes';
import { DEMO_CATEGORY_NAMES_AR, DEMO_PRODUCTS_AR } from './demo-data-ar';
import type { GarmentKind, PatternKind } from './demo-images';

export type DemoProduct = {
  title: string;
  description: string;
  /** From demo-data-ar.ts: the demo shop writes every product in both languages. */
  titleAr: string;
  descriptionAr: string;
  garment: GarmentKind;
  pattern: PatternKind;
  color: string;
  accent: string;
  priceLE: number;
  discount: number;
  /** Offered sizes with their stock; a 0 is a sold-out size. */
  stock: Partial<Record<Size, number>>;
};

export type DemoCategory = { key: keyof typeof DEMO_CATEGORY_IDS; background: string; products: DemoProduct[] };

type Row = [string, GarmentKind, PatternKind, string, string, number, number, Partial<Record<Size, number>>, string];
function arabicOf(title: string): { title: string; description: string } {
  const arabic = DEMO_PRODUCTS_AR[title];
  if (!arabic) throw new Error(`The demo product "${title}" has no Arabic in demo-data-ar.ts`);
  return arabic;
}

const p = ([title, garment, pattern, color, accent, priceLE, discount, stock, description]: Row): DemoProduct => ({
  title,
  titleAr: arabicOf(title).title,
  descriptionAr: arabicOf(title).description,
  garment,
  pattern,
  color,
  accent,
  priceLE,
  discount,
  stock,
  description,
});

export const DEMO_CATALOGUE: DemoCategory[] = [
  {
    key: 'summerCollection',
    background: '#fef3c7',
    products: [
      p(['Linen Beach Shirt', 'shirt', 'solid', '#f5f0e1', '#d6c7a1', 650, 0, { s: 1, m: 2, l: 0 }, 'Light linen shirt that breathes on the hottest days at the beach.']),
      p(['Palm Stripe Tee', 'tshirt', 'stripes', '#0ea5e9', '#ffffff', 450, 20, { s: 12, m: 0, l: 15, xl: 8 }, 'Soft cotton tee with bold summer stripes.']),
      p(['Lemon Dot Sundress', 'dress', 'dots', '#fde047', '#ffffff', 890, 10, { xs: 4, s: 9, m: 11, l: 6 }, 'Flowing sundress with playful white dots.']),
      p(['Coral Swim Shorts', 'shorts', 'waves', '#fb7185', '#fecdd3', 380, 0, { s: 7, m: 14, l: 10, xl: 5, xxl: 0 }, 'Quick-dry swim shorts with a wave print.']),
      p(['Breezy Cotton Skirt', 'skirt', 'checks', '#86efac', '#15803d', 520, 35, { xs: 2, s: 5, m: 3 }, 'A light checked skirt for warm evenings.']),
      p(['Sunny Day Tee', 'tshirt', 'solid', '#facc15', '#facc15', 300, 10, { s: 0, m: 0, l: 0, xl: 0 }, 'Bright yellow everyday tee. Back in stock soon.']),
    ],
  },
  {
    key: 'hotOrange',
    background: '#ffedd5',
    products: [
      p(['Tangerine Oversized Tee', 'tshirt', 'solid', '#f97316', '#f97316', 340, 0, { s: 10, m: 20, l: 18, xl: 9, xxl: 4 }, 'Relaxed oversized fit in a loud tangerine.']),
      p(['Blaze Zip Hoodie', 'hoodie', 'gradient', '#ea580c', '#fb923c', 1150, 20, { m: 6, l: 0, xl: 3 }, 'Fleece-lined zip hoodie fading from blaze to amber.']),
      p(['Papaya Wrap Dress', 'dress', 'stripes', '#fdba74', '#c2410c', 1290, 35, { xs: 3, s: 5, m: 0, l: 2 }, 'Wrap dress with papaya stripes and a tie waist.']),
      p(['Orange Crush Shorts', 'shorts', 'solid', '#fb923c', '#fb923c', 290, 10, { s: 4 }, 'Cotton shorts with an elastic waist.']),
      p(['Amber Linen Pants', 'pants', 'solid', '#d97706', '#d97706', 780, 0, { s: 6, m: 8, l: 7, xl: 5 }, 'Wide linen trousers in warm amber.']),
      p(['Flame Check Shirt', 'shirt', 'checks', '#f97316', '#7c2d12', 720, 10, { m: 5, l: 9, xl: 0, xxl: 3 }, 'Long-sleeved flannel shirt in orange checks.']),
    ],
  },
  {
    key: 'seaWave',
    background: '#e0f2fe',
    products: [
      p(['Ocean Wave Swimsuit', 'swimsuit', 'waves', '#0369a1', '#7dd3fc', 990, 20, { xs: 5, s: 8, m: 6, l: 0 }, 'One-piece swimsuit with a rolling wave print.']),
      p(['Turquoise Board Shorts', 'shorts', 'waves', '#14b8a6', '#ccfbf1', 420, 0, { s: 10, m: 12, l: 12, xl: 6 }, 'Board shorts made for the Red Sea.']),
      p(['Navy Sailor Tee', 'tshirt', 'stripes', '#ffffff', '#1e3a8a', 390, 10, { xs: 3, s: 7, m: 10, l: 8, xl: 4, xxl: 2 }, 'Classic sailor stripes in navy and white.']),
      p(['Seafoam Maxi Dress', 'dress', 'gradient', '#99f6e4', '#0d9488', 1450, 35, { s: 2, m: 1, l: 0 }, 'Maxi dress that fades from seafoam to deep teal.']),
      p(['Deep Blue Hoodie', 'hoodie', 'solid', '#1d4ed8', '#1d4ed8', 1050, 0, { m: 9, l: 11, xl: 7, xxl: 5 }, 'Heavy cotton hoodie for cool sea breezes.']),
      p(['Harbor Linen Shirt', 'shirt', 'dots', '#bae6fd', '#0284c7', 680, 20, { s: 6, m: 0, l: 4 }, 'Sky-blue linen shirt with a small dot print.']),
    ],
  },
  {
    key: 'sunsetGlow',
    background: '#fce7f3',
    products: [
      p(['Sunset Gradient Dress', 'dress', 'gradient', '#f472b6', '#fb923c', 1190, 10, { xs: 2, s: 6, m: 8, l: 5 }, 'Evening dress in the colours of a Nile sunset.']),
      p(['Dusk Pink Hoodie', 'hoodie', 'solid', '#ec4899', '#ec4899', 980, 35, { s: 5, m: 0, l: 6, xl: 2 }, 'Cosy pink hoodie with a kangaroo pocket.']),
      p(['Golden Hour Skirt', 'skirt', 'gradient', '#fbbf24', '#db2777', 560, 0, { xs: 4, s: 7, m: 5 }, 'A-line skirt glowing from gold to rose.']),
      p(['Rosy Dot Tee', 'tshirt', 'dots', '#fbcfe8', '#be185d', 360, 20, { s: 8, m: 12, l: 9, xl: 0 }, 'Pale pink tee with raspberry dots.']),
      p(['Twilight Swimsuit', 'swimsuit', 'gradient', '#a855f7', '#f472b6', 870, 10, { xs: 1, s: 2, m: 0 }, 'Swimsuit shading from violet to pink.']),
      p(['Lilac Wide Pants', 'pants', 'solid', '#c084fc', '#c084fc', 740, 0, { s: 5, m: 7, l: 6, xl: 3 }, 'High-waisted wide pants in soft lilac.']),
    ],
  },
  {
    key: 'zebraHeat',
    background: '#f5f5f4',
    products: [
      p(['Zebra Print Dress', 'dress', 'zebra', '#ffffff', '#111827', 1350, 20, { xs: 3, s: 6, m: 7, l: 4, xl: 0 }, 'Statement midi dress in a bold zebra print.']),
      p(['Zebra Heat Tee', 'tshirt', 'zebra', '#fafafa', '#18181b', 420, 0, { s: 9, m: 15, l: 12, xl: 8, xxl: 3 }, 'Cotton tee with an all-over zebra print.']),
      p(['Monochrome Zebra Shorts', 'shorts', 'zebra', '#e7e5e4', '#0c0a09', 360, 10, { s: 0, m: 4, l: 0 }, 'Black and white shorts for hot nights out.']),
      p(['Wild Stripe Hoodie', 'hoodie', 'zebra', '#ffffff', '#262626', 1240, 35, { m: 5, l: 7, xl: 6 }, 'Zebra-striped hoodie with a deep hood.']),
      p(['Safari Mini Skirt', 'skirt', 'zebra', '#fef3c7', '#1c1917', 490, 20, { xs: 2, s: 4, m: 3, l: 1 }, 'Mini skirt with a sand-toned zebra print.']),
      p(['Zebra Swimsuit', 'swimsuit', 'zebra', '#ffffff', '#000000', 940, 0, { xs: 0, s: 3, m: 5, l: 2 }, 'One-piece swimsuit in classic zebra.']),
    ],
  },
  {
    key: 'essentials',
    background: '#f1f5f9',
    products: [
      p(['Classic White Tee', 'tshirt', 'solid', '#ffffff', '#ffffff', 249.5, 0, { xs: 10, s: 25, m: 30, l: 28, xl: 15, xxl: 8 }, 'The white tee that goes with everything.']),
      p(['Heather Grey Hoodie', 'hoodie', 'solid', '#9ca3af', '#9ca3af', 890, 10, { s: 6, m: 10, l: 12, xl: 0 }, 'Everyday hoodie in heather grey.']),
      p(['Slim Chino Pants', 'pants', 'solid', '#a8a29e', '#a8a29e', 690, 0, { s: 5, m: 9, l: 8, xl: 4, xxl: 2 }, 'Slim chinos in stone, for work and weekend.']),
      p(['Oxford Check Shirt', 'shirt', 'checks', '#e0e7ff', '#3730a3', 640, 20, { s: 4, m: 6, l: 5, xl: 3 }, 'Crisp Oxford cotton shirt in blue checks.']),
      p(['Black Everyday Tee', 'tshirt', 'solid', '#1f2937', '#1f2937', 250, 0, { s: 0, m: 0, l: 2 }, 'Black cotton tee; the last pieces of this batch.']),
      p(['Denim Blue Shorts', 'shorts', 'solid', '#3b82f6', '#3b82f6', 330, 35, { s: 8, m: 11, l: 9 }, 'Denim-look cotton shorts.']),
    ],
  },
];

export const categoryNameOf = (key: DemoCategory['key']): string => DEMO_CATEGORY_NAMES[key];
export const categoryArabicNameOf = (key: DemoCategory['key']): string => DEMO_CATEGORY_NAMES_AR[key];
export const categoryIdOf = (key: DemoCategory['key']): string => DEMO_CATEGORY_IDS[key];

export type ChartKind = 'tops' | 'dresses' | 'bottoms';
export const chartKindOf = (garment: GarmentKind): ChartKind =>
  garment === 'shorts' || garment === 'pants' ? 'bottoms' : garment === 'dress' || garment === 'skirt' || garment === 'swimsuit' ? 'dresses' : 'tops';

export const SIZE_CHARTS: Record<ChartKind, { title: string; columns: [string, string, string]; rows: { size: string; chest: number; waist: number; length: number }[] }> = {
  tops: {
    title: 'Tops size chart',
    columns: ['Chest', 'Waist', 'Length'],
    rows: [
      { size: 'xs', chest: 86, waist: 70, length: 66 },
      { size: 's', chest: 92, waist: 76, length: 68 },
      { size: 'm', chest: 98, waist: 82, length: 70 },
      { size: 'l', chest: 104, waist: 88, length: 72 },
      { size: 'xl', chest: 110, waist: 94, length: 74 },
      { size: 'xxl', chest: 116, waist: 100, length: 76 },
    ],
  },
  dresses: {
    title: 'Dresses size chart',
    columns: ['Bust', 'Waist', 'Length'],
    rows: [
      { size: 'xs', chest: 80, waist: 62, length: 100 },
      { size: 's', chest: 84, waist: 66, length: 102 },
      { size: 'm', chest: 88, waist: 70, length: 104 },
      { size: 'l', chest: 94, waist: 76, length: 106 },
      { size: 'xl', chest: 100, waist: 82, length: 108 },
      { size: 'xxl', chest: 106, waist: 88, length: 110 },
    ],
  },
  bottoms: {
    title: 'Bottoms size chart',
    columns: ['Hip', 'Waist', 'Length'],
    rows: [
      { size: 'xs', chest: 84, waist: 66, length: 98 },
      { size: 's', chest: 88, waist: 70, length: 100 },
      { size: 'm', chest: 94, waist: 76, length: 102 },
      { size: 'l', chest: 100, waist: 82, length: 104 },
      { size: 'xl', chest: 106, waist: 88, length: 106 },
      { size: 'xxl', chest: 112, waist: 94, length: 108 },
    ],
  },
};
