import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, endpoints } from '../../../lib/api-client';
import { catalogueQueryKey, type Product } from '../../../lib/catalogue';

/** Every admin catalogue query starts with this key (the product list's pages, a product's edit data). */
export const adminCatalogueKey = ['admin', 'catalogue'] as const;

/** The categories without their products: the list's filter and the edit page's category choice. */
export function useAdminCategories() {
  return useQuery({
    queryKey: ['admin', 'categories'],
    queryFn: async () => (await callApi(endpoints.catalogue.allCategories)).categories,
  });
}

export function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCatalogueKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'categories'] }),
      queryClient.invalidateQueries({ queryKey: catalogueQueryKey }),
    ]);
}

export function useDeleteProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (product: Pick<Product, '_id' | 'categoryId'>) =>
      callApi(endpoints.catalogue.deleteProduct, { params: { productId: product._id }, query: { categoryId: product.categoryId } }),
    onSuccess: invalidate,
  });
}
