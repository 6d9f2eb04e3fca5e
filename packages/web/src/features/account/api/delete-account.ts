import { useMutation } from '@tanstack/react-query';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { apiClient } from '@/lib/api-client';

export async function deleteAccount(): Promise<{ bootstrapData: BootstrapData }> {
  const { data } = await apiClient.answering('deleteAccountAnswerSchema').delete('users/me', {
    data: { deleteCurrentUser: true },
  });
  // Deleting your own account always logs you out with the guest's data; the answer leaves it
  // out only when an admin deletes someone else.
  if (!data.bootstrapData) throw new Error('Deleting your account answered no bootstrap data');
  return { bootstrapData: data.bootstrapData };
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
