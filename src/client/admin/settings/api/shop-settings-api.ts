import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettingsAnswer } from '../../../../shared/contract/shop-settings';
import type { z } from 'zod';
import { confirmationSettingsSchema } from '../../../../shared/schemas/confirmation';
import { shopSettingsSchema } from '../../../../shared/schemas/shop-settings';
import { returnPolicySchema } from '../../../../shared/schemas/returns';
import { callApi, endpoints } from '../../../lib/api-client';
import { shopSettingsQueryKey } from '../../../lib/shop-settings';

/** The settings form: the shop's details, its confirmation and returns settings, saved together (as the PUT route takes them). */
export const settingsFormSchema = shopSettingsSchema.extend(confirmationSettingsSchema.shape).extend(returnPolicySchema.shape);
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

const adminSettingsKey = ['admin', 'shop-settings'] as const;

export function useAdminShopSettings() {
  return useQuery({ queryKey: adminSettingsKey, queryFn: async () => (await callApi(endpoints.shopSettings.adminSettings)).settings });
}

/** Every write puts the saved settings in both caches: the form's and the storefront's header and footer. */
function useStoreSaved() {
  const queryClient = useQueryClient();
  return (settings: ShopSettingsAnswer) => {
    queryClient.setQueryData(adminSettingsKey, settings);
    queryClient.setQueryData(shopSettingsQueryKey, settings);
  };
}

export function useSaveShopSettings() {
  const store = useStoreSaved();
  return useMutation({
    mutationFn: (values: SettingsFormValues) => callApi(endpoints.shopSettings.saveSettings, { body: values }),
    onSuccess: (answer) => store(answer.settings),
  });
}

export function useUploadLogo() {
  const store = useStoreSaved();
  return useMutation({
    mutationFn: (logo: File) => {
      const body = new FormData();
      body.append('logo', logo);
      return callApi(endpoints.shopSettings.uploadLogo, { body });
    },
    onSuccess: (answer) => store(answer.settings),
  });
}

export function useRemoveLogo() {
  const store = useStoreSaved();
  return useMutation({
    mutationFn: () => callApi(endpoints.shopSettings.removeLogo),
    onSuccess: (answer) => store(answer.settings),
  });
}
