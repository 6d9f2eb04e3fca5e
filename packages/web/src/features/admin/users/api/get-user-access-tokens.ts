import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessToken } from '@tonearm/shared/account/account.schemas';
import { apiClient } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

export async function getUserAccessTokens(userId: number): Promise<AccessToken[]> {
  const { data } = await apiClient
    .answering('adminUserTokensAnswerSchema')
    .get(`users/${userId}/access-tokens`);
  return data.tokens;
}

export const userAccessTokensQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: adminUsersKeys.accessTokens(userId),
    queryFn: () => getUserAccessTokens(userId),
  });

export function useUserAccessTokens(userId: number) {
  return useQuery(userAccessTokensQueryOptions(userId));
}

export async function revokeUserAccessToken(userId: number, tokenId: number): Promise<void> {
  await apiClient.delete(`users/${userId}/access-tokens/${tokenId}`);
}

export function useRevokeUserAccessToken(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: number) => revokeUserAccessToken(userId, tokenId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminUsersKeys.accessTokens(userId) }),
  });
}
