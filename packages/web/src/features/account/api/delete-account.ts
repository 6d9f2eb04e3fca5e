import { useMutation } from '@tanstack/react-query';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { apiClient } from '@/lib/api-client';

export async function deleteAccount(): Promise<{ bootstrapData: BootstrapData }> {
  const { data } = await apiClient.delete<{ bootstrapData: BootstrapData }>('users/me', {
    data: { deleteCurrentUser: true },
  });
  return data;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
