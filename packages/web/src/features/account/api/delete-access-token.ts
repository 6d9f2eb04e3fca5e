import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountUserQueryKey } from './get-account-user';

export async function deleteAccessToken(id: number): Promise<void> {
  await apiClient.delete(`access-tokens/${id}`);
}

export function useDeleteAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccessToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountUserQueryKey }),
  });
}
