import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { appearanceQueryKey } from './get-appearance';

/** DELETE admin/themes/{id}; 422 for the last or a default theme, toasted by the client. */
export async function deleteTheme(id: number): Promise<void> {
  await apiClient.delete(`admin/themes/${id}`);
}

export function useDeleteTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTheme,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appearanceQueryKey }),
  });
}
