import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThemeInput } from '@tonearm/shared/appearance/appearance.schemas';
import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { apiClient } from '@/lib/api-client';
import { appearanceQueryKey } from './get-appearance';

/** POST admin/themes (no id) or PUT admin/themes/{id}. */
export async function saveTheme({ id, ...input }: ThemeInput & { id?: number }): Promise<Theme> {
  const { data } = id
    ? await apiClient.answering('themeResponseSchema').put(`admin/themes/${id}`, input)
    : await apiClient.answering('themeResponseSchema').post('admin/themes', input);
  return data.theme;
}

export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTheme,
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appearanceQueryKey }),
  });
}
