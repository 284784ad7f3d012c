import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Size } from '../../../../shared/sizes';
import { callApi, endpoints } from '../../../lib/api-client';
import type { Product } from '../../../lib/catalogue';
import { useInvalidateCatalogue } from './products-api';

export type AdminProductFilters = { q: string; category: string; lowStock: boolean; page: number };
export const ADMIN_PAGE_SIZE = 20;

/** A page of the admin's product list (GET /admin/products), the previous page shown while the next loads. */
export function useAdminProducts(filters: AdminProductFilters) {
  return useQuery({
    queryKey: ['admin', 'catalogue', 'products', filters],
    queryFn: ({ signal }) =>
      callApi(endpoints.catalogue.adminProducts, {
        query: { q: filters.q || undefined, category: filters.category || undefined, lowStock: filters.lowStock || undefined, page: filters.page, pageSize: ADMIN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProduct(productId: string) {
  return useQuery({
    queryKey: ['admin', 'catalogue', 'product', productId],
    queryFn: async () => (await callApi(endpoints.catalogue.productById, { params: { productId } })).results,
  });
}

/** The edit page's changes; each answers the product as it now is, which replaces the cached one. */
export function useProductEdits(productId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCatalogue();
  const done = async (answer: { data: Product }) => {
    queryClient.setQueryData(['admin', 'catalogue', 'product', productId], answer.data);
    await invalidate();
  };
  const params = { productId };
  return {
    placement: useMutation({
      mutationFn: (body: { categoryId?: string; defaultSize?: Size }) => callApi(endpoints.catalogue.updatePlacement, { params, body }),
      onSuccess: done,
    }),
    addImages: useMutation({
      mutationFn: (files: File[]) => {
        const body = new FormData();
        for (const file of files) body.append('images', file);
        return callApi(endpoints.catalogue.addImages, { params, body });
      },
      onSuccess: done,
    }),
    removeImage: useMutation({
      mutationFn: (imageId: string) => callApi(endpoints.catalogue.removeImage, { params: { productId, imageId } }),
      onSuccess: done,
    }),
    reorder: useMutation({
      mutationFn: (imageIds: string[]) => callApi(endpoints.catalogue.reorderImages, { params, body: { imageIds } }),
      onSuccess: done,
    }),
    sizeChart: useMutation({
      // The spec's update call with the product's own fields and a new chart: the gallery stays.
      mutationFn: ({ product, file }: { product: Product; file: File }) => {
        const body = new FormData();
        body.append('title', product.title);
        body.append('description', product.description);
        body.append('price', String(product.price));
        body.append('discount', String(product.discount));
        body.append('sizeStock', JSON.stringify(product.sizeStock));
        body.append('sizeChart', file);
        return callApi(endpoints.catalogue.updateProduct, { params, query: { categoryId: product.categoryId }, body });
      },
      onSuccess: done,
    }),
  };
}
