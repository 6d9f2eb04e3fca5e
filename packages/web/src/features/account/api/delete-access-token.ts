import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { accountUserQueryKey } from './get-account-user';

export async function deleteAccessToken(id: number): Promise<void> {
  await apiClient.delete(`access-tokens/${id}`);
}

export function useDeleteAccessToken() {
  return useRefetchingMutation(deleteAccessToken, { refetch: [accountUserQueryKey] });
}
