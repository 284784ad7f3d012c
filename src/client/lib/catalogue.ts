import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { apiPaths } from './api-paths';

/** Shapes of the runtime contract's catalogue answers; prices are in LE. */
export type CatalogueImage = { _id: string; secure_url: string };
export type SizeStockEntry = { size: string; quantity: number };
export type Product = {
  _id: string;
  title: string;
  description: string;
  price: number;
  discount: number;
  finalPrice: number;
  stock: number;
  sizeStock: SizeStockEntry[];
  images: CatalogueImage[];
  sizeChart: Array<{ secure_url: string }>;
  categoryId: string;
};
export type Category = { _id: string; name: string; image: { secure_url: string }; products: Product[] };

export const catalogueQueryKey = ['catalogue'] as const;
const withProductsKey = [...catalogueQueryKey, 'with-products'] as const;
const productKey = (productId: string) => [...catalogueQueryKey, 'product', productId] as const;

export async function fetchCategoriesWithProducts(): Promise<Category[]> {
  const answer = await apiRequest<{ categories?: Category[] }>(apiPaths.categoriesWithProducts, { anonymous: true });
  return answer.categories ?? [];
}

export async function fetchProduct(productId: string): Promise<Product> {
  const answer = await apiRequest<{ results: Product }>(apiPaths.product(productId), { anonymous: true });
  return answer.results;
}

/** Every category with its products: the home page, collections and category pages share one request. */
export function useCategoriesWithProducts() {
  return useQuery({ queryKey: withProductsKey, queryFn: fetchCategoriesWithProducts });
}

/** A product seen in the catalogue listing, so the detail page paints at once while it refreshes. */
function productFromListing(queryClient: QueryClient, productId: string): Product | undefined {
  const categories = queryClient.getQueryData<Category[]>(withProductsKey);
  for (const category of categories ?? []) {
    const product = category.products.find((candidate) => candidate._id === productId);
    if (product) return product;
  }
  return undefined;
}

export function useProduct(productId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: productKey(productId),
    queryFn: () => fetchProduct(productId),
    placeholderData: () => productFromListing(queryClient, productId),
  });
}

/** All products of all categories, in category order: the summer collection. */
export const allProducts = (categories: readonly Category[]): Product[] => categories.flatMap((category) => category.products);

/**
 * The server stores each image as WebP at 320, 640 and 1200 px; `secure_url` is the 640 px one
 * and the others share its name with a width suffix. Other URLs (an external image) get no srcset.
 */
export function imageWidths(secureUrl: string): { src: string; srcSet?: string } {
  const match = /^(.*?)(-640)?\.webp(\?.*)?$/.exec(secureUrl);
  if (!match) return { src: secureUrl };
  const [, base, , query = ''] = match;
  const at = (width: number) => `${base}-${width}.webp${query}`;
  return { src: secureUrl, srcSet: `${at(320)} 320w, ${secureUrl} 640w, ${at(1200)} 1200w` };
}
