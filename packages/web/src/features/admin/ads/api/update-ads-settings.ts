import type { AdsSettings } from '@tonearm/shared/ads/ads.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { adsSettingsQueryKey } from './get-ads-settings';

/** PUT admin/ads. */
export async function updateAdsSettings(payload: AdsSettings): Promise<AdsSettings> {
  const { data } = await apiClient.answering('adsSettingsResponseSchema').put('admin/ads', payload);
  return data.ads;
}

export const useUpdateAdsSettings = () =>
  useRefetchingMutation(updateAdsSettings, {
    // The admin's own pages ask again which slots to show.
    refetch: [['ads']],
    showErrorToast: false,
    adoptAnswer: (queryClient, ads) => queryClient.setQueryData(adsSettingsQueryKey, ads),
  });
