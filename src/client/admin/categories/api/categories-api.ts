import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryAnswer } from '../../../../shared/contract/answers';
import { callApi, endpoints } from '../../../lib/api-client';
import { catalogueQueryKey } from '../../../lib/catalogue';

export type AdminCategory = CategoryAnswer;

export const adminCategoriesKey = ['admin', 'categories'] as const;

export function useAdminCategories() {
  return useQuery({
    queryKey: adminCategoriesKey,
    queryFn: async () => (await callApi(endpoints.catalogue.allCategories)).categories,
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

export type CategoryFormValues = { name: string; nameAr: string | null; image?: File | null };

const toFormData = ({ name, nameAr, image }: CategoryFormValues): FormData => {
  const body = new FormData();
  body.append('name', name);
  // Sent even when empty: an emptied field clears the Arabic name.
  body.append('nameAr', nameAr ?? '');
  if (image) body.append('image', image);
  return body;
};

export function useSaveCategory() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CategoryFormValues }) =>
      id
        ? callApi(endpoints.catalogue.updateCategory, { params: { id }, body: toFormData(values) })
        : callApi(endpoints.catalogue.createCategory, { body: toFormData(values) }),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.catalogue.deleteCategory, { params: { id } }),
    onSuccess: invalidate,
  });
}
