import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api-paths';
import { catalogueQueryKey, type Category, type Product } from '../../../lib/catalogue';
import { safeStorage, storageKeys } from '../../../lib/storage-keys';

export const adminCatalogueKey = ['admin', 'catalogue'] as const;

export function useAdminCatalogue() {
  return useQuery({
    queryKey: adminCatalogueKey,
    queryFn: async () => (await apiRequest<{ categories?: Category[] }>(apiPaths.admin.allCategoriesWithProducts)).categories ?? [],
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

export type ProductAnswer = { message?: unknown; data?: Product };

/**
 * A multipart upload through XMLHttpRequest, because fetch cannot report upload progress.
 * Same headers and errors as apiRequest.
 */
export function uploadWithProgress(path: string, method: 'POST' | 'PATCH', body: FormData, onProgress: (percent: number) => void): Promise<ProductAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = safeStorage.get(storageKeys.accessToken);
    if (token) xhr.setRequestHeader('authorization', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', undefined));
    xhr.onload = () => {
      let parsed: unknown = xhr.responseText;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: kept as text */
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((parsed && typeof parsed === 'object' ? parsed : { message: parsed }) as ProductAnswer);
        return;
      }
      const message =
        parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string'
          ? parsed.message
          : `Request failed with status ${xhr.status}`;
      reject(new ApiError(xhr.status, message, parsed));
    };
    xhr.send(body);
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (product: Pick<Product, '_id' | 'categoryId'>) =>
      apiRequest<{ message: string }>(apiPaths.admin.deleteProduct(product._id, product.categoryId), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
