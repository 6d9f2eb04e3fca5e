import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdsSettings } from '@tonearm/shared/ads/ads.schemas';
import { apiClient } from '@/lib/api-client';
import { adsSettingsQueryKey } from './get-ads-settings';

/** PUT admin/ads. */
export async function updateAdsSettings(payload: AdsSettings): Promise<AdsSettings> {
  const { data } = await apiClient.answering('adsSettingsResponseSchema').put('admin/ads', payload);
  return data.ads;
}

export function useUpdateAdsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdsSettings,
    meta: { showErrorToast: false },
    onSuccess: async (ads) => {
      queryClient.setQueryData(adsSettingsQueryKey, ads);
      // The admin's own pages ask again which slots to show.
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
}
