import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/api-paths';
import { catalogueQueryKey, type Category } from '../../../lib/catalogue';

export type AdminCategory = Omit<Category, 'products'>;

export const adminCategoriesKey = ['admin', 'categories'] as const;

export function useAdminCategories() {
  return useQuery({
    queryKey: adminCategoriesKey,
    queryFn: async () => (await apiRequest<{ categories?: AdminCategory[] }>(apiPaths.admin.allCategories)).categories ?? [],
  });
}

/** After any write, the admin lists and the storefront's cached catalogue are stale. */
function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'catalogue'] }),
      queryClient.invalidateQueries({ queryKey: catalogueQueryKey }),
    ]);
}

export type CategoryFormValues = { name: string; image?: File | null };

const toFormData = ({ name, image }: CategoryFormValues): FormData => {
  const body = new FormData();
  body.append('name', name);
  if (image) body.append('image', image);
  return body;
};

export function useSaveCategory() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CategoryFormValues }) =>
      id
        ? apiRequest<{ message: string; data: AdminCategory }>(apiPaths.admin.updateCategory(id), { method: 'PATCH', body: toFormData(values) })
        : apiRequest<{ message: string; data: AdminCategory }>(apiPaths.admin.createCategory, { method: 'POST', body: toFormData(values) }),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>(apiPaths.admin.deleteCategory(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
