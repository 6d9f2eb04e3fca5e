import type { ThemeInput } from '@tonearm/shared/appearance/appearance.schemas';
import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { appearanceQueryKey } from './get-appearance';

/** POST admin/themes (no id) or PUT admin/themes/{id}. */
export async function saveTheme({ id, ...input }: ThemeInput & { id?: number }): Promise<Theme> {
  const { data } = id
    ? await apiClient.answering('themeResponseSchema').put(`admin/themes/${id}`, input)
    : await apiClient.answering('themeResponseSchema').post('admin/themes', input);
  return data.theme;
}

export const useSaveTheme = () =>
  useRefetchingMutation(saveTheme, { refetch: [appearanceQueryKey], showErrorToast: false });
