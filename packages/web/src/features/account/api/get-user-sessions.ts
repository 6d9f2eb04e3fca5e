import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSession } from '@tonearm/shared/account/account.schemas';
import { apiClient } from '@/lib/api-client';

export const userSessionsQueryKey = ['user-sessions'] as const;

export async function getUserSessions(): Promise<UserSession[]> {
  const { data } = await apiClient.answering('userSessionsAnswerSchema').get('user-sessions');
  return data.sessions;
}

export const userSessionsQueryOptions = () =>
  queryOptions({ queryKey: userSessionsQueryKey, queryFn: getUserSessions });

export function useUserSessions() {
  return useQuery(userSessionsQueryOptions());
}
