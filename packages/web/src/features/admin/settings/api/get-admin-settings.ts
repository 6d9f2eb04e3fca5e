import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '@tonearm/shared/settings/admin-settings.schemas';
import { apiClient } from '@/lib/api-client';

export const adminSettingsQueryKey = ['admin', 'settings'] as const;

/** GET admin/settings: every setting the tabs edit (secrets as `{set}`) and server facts. */
export async function getAdminSettings(): Promise<AdminSettingsResponse> {
  const { data } = await apiClient.answering('adminSettingsResponseSchema').get('admin/settings');
  return data;
}

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsQueryKey, queryFn: getAdminSettings });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
