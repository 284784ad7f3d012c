import { useQuery } from '@tanstack/react-query';
import type { ShopSettingsAnswer } from '../../shared/contract/shop-settings';
import { callApi, endpoints } from './api-client';

export type ShopSettings = ShopSettingsAnswer;

export const shopSettingsQueryKey = ['shop-settings'] as const;

/**
 * The owner's settings, read at run time (no rebuild): name, logo, contacts, hours and social
 * links. Every field is null until the owner fills it in, and what uses it stays hidden; while
 * loading, the same: nothing invented is ever shown.
 */
export function useShopSettings(): ShopSettings | undefined {
  return useQuery({
    queryKey: shopSettingsQueryKey,
    queryFn: async () => (await callApi(endpoints.shopSettings.publicSettings, { anonymous: true })).settings,
    staleTime: 60_000,
  }).data;
}
