import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdsSettings } from '@tonearm/shared/ads/ads.schemas';
import { apiClient } from '@/lib/api-client';

export const adsSettingsQueryKey = ['admin', 'ads'] as const;

/** GET admin/ads: the enable switch and the five slots' snippets. */
export async function getAdsSettings(): Promise<AdsSettings> {
  const { data } = await apiClient.answering('adsSettingsResponseSchema').get('admin/ads');
  return data.ads;
}

export const adsSettingsQueryOptions = () =>
  queryOptions({ queryKey: adsSettingsQueryKey, queryFn: getAdsSettings });

export function useAdsSettings() {
  return useQuery(adsSettingsQueryOptions());
}
