import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CategoryWithProductsAnswer, ImageAnswer, ProductAnswer } from '../../shared/contract/answers';
import { callApi, endpoints } from './api-client';

/** The catalogue's answers (src/shared/contract/answers.ts); prices are in LE. */
export type Product = ProductAnswer;
export type Category = CategoryWithProductsAnswer;
export type CatalogueImage = ImageAnswer;

export const catalogueQueryKey = ['catalogue'] as const;
const productKey = (productId: string) => [...catalogueQueryKey, 'product', productId] as const;

export async function fetchProduct(productId: string): Promise<Product> {
  const answer = await callApi(endpoints.catalogue.productById, { params: { productId }, anonymous: true });
  return answer.results;
}

/** A product seen in a list (a page of /api/products or the whole listing), so the detail page paints at once while it refreshes. */
function productFromListing(queryClient: QueryClient, productId: string): Product | undefined {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: catalogueQueryKey })) {
    const lists: Array<{ products?: Product[] }> =
      data && typeof data === 'object'
        ? 'pages' in data
          ? (data as { pages: Array<{ products: Product[] }> }).pages
          : Array.isArray(data)
            ? (data as Array<{ products?: Product[] }>)
            : [data as { products?: Product[] }]
        : [];
    for (const list of lists) {
      const product = list.products?.find((candidate) => candidate._id === productId);
      if (product) return product;
    }
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
