import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, Endpoint, RequestOf, RouteDeclaration } from '../../../../shared/contract/route';
import { API_BASE, ApiError, callApi, endpoints, urlOf } from '../../../lib/api-client';
import { catalogueQueryKey, type Product } from '../../../lib/catalogue';
import { safeStorage, storageKeys } from '../../../lib/storage-keys';

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

/**
 * A multipart upload to a declared route through XMLHttpRequest, because fetch cannot report
 * upload progress. Same headers and errors as apiRequest.
 */
export function uploadWithProgress<R extends RouteDeclaration & { multipart: true }>(
  endpoint: Endpoint<R>,
  request: RequestOf<R>,
  onProgress: (percent: number) => void,
): Promise<AnswerOf<R>> {
  const { params, query, body } = request as { params?: object; query?: object; body: FormData };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, `${API_BASE}${urlOf(endpoint, params, query)}`);
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
        resolve((parsed && typeof parsed === 'object' ? parsed : { message: parsed }) as AnswerOf<R>);
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
      callApi(endpoints.catalogue.deleteProduct, { params: { productId: product._id }, query: { categoryId: product.categoryId } }),
    onSuccess: invalidate,
  });
}
