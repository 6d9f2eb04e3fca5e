import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppearanceResponse } from '@tonearm/shared/appearance/appearance.schemas';
import { apiClient } from '@/lib/api-client';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { appearanceQueryKey } from './get-appearance';

/** PUT admin/appearance: some settings, all saved or none (422 `settings.<key>`). */
export async function updateAppearance(
  settings: Record<string, unknown>,
): Promise<AppearanceResponse> {
  const { data } = await apiClient
    .answering('appearanceResponseSchema')
    .put('admin/appearance', { settings });
  return data;
}

/** The admin's own page takes the saved public settings and themes at once. */
export function adoptSavedAppearance(answer: AppearanceResponse): void {
  const bootstrap = getBootstrapData();
  const publicNames = Object.keys(answer.settings).filter((name) => name in bootstrap.settings);
  setBootstrapData({
    ...bootstrap,
    settings: {
      ...bootstrap.settings,
      ...Object.fromEntries(publicNames.map((name) => [name, answer.settings[name]])),
    },
    themes: { ...bootstrap.themes, all: answer.themes },
  });
}

export function useUpdateAppearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppearance,
    meta: { showErrorToast: false },
    onSuccess: (answer) => {
      queryClient.setQueryData(appearanceQueryKey, answer);
      adoptSavedAppearance(answer);
    },
  });
}
