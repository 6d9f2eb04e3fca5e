import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

/** POST users/delete, the endpoint the table's bulk delete uses too. */
export async function deleteUsers(ids: number[]): Promise<void> {
  await apiClient.post('users/delete', { ids });
}

export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
