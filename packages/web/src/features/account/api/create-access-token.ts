import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateAccessTokenPayload,
  CreatedAccessToken,
} from '@tonearm/shared/account/account.schemas';
import { apiClient } from '@/lib/api-client';
import { accountUserQueryKey } from './get-account-user';

export async function createAccessToken(
  payload: CreateAccessTokenPayload,
): Promise<CreatedAccessToken> {
  const { data } = await apiClient
    .answering('createdAccessTokenSchema')
    .post('access-tokens', payload);
  return data;
}

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountUserQueryKey }),
  });
}
