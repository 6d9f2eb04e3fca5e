import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '@tonearm/shared/settings/admin-settings.schemas';
import { apiClient } from '@/lib/api-client';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { adminSettingsQueryKey } from './get-admin-settings';

export async function updateAdminSettings(
  settings: Record<string, unknown>,
): Promise<AdminSettingsResponse> {
  const { data } = await apiClient
    .answering('adminSettingsResponseSchema')
    .put('admin/settings', { settings });
  return data;
}

/**
 * PUT admin/settings. The page's own bootstrap settings take the saved public values at once,
 * so the admin sees the change (site name, cookie notice…) without a reload.
 */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    meta: { showErrorToast: false },
    onSuccess: (answer, sent) => {
      queryClient.setQueryData(adminSettingsQueryKey, answer);
      const bootstrap = getBootstrapData();
      const publicNames = Object.keys(sent).filter((name) => name in bootstrap.settings);
      if (publicNames.length === 0) return;
      setBootstrapData({
        ...bootstrap,
        settings: {
          ...bootstrap.settings,
          ...Object.fromEntries(publicNames.map((name) => [name, answer.settings[name]])),
        },
      });
    },
  });
}
