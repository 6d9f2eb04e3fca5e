import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { appearanceQueryKey } from './get-appearance';

/** DELETE admin/themes/{id}; 422 for the last or a default theme, toasted by the client. */
export async function deleteTheme(id: number): Promise<void> {
  await apiClient.delete(`admin/themes/${id}`);
}

export const useDeleteTheme = () =>
  useRefetchingMutation(deleteTheme, { refetch: [appearanceQueryKey] });
