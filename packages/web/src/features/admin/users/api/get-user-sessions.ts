import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSession } from '@tonearm/shared/account/account.schemas';
import { apiClient } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

export async function getUserSessions(userId: number): Promise<UserSession[]> {
  const { data } = await apiClient
    .answering('adminUserSessionsAnswerSchema')
    .get(`users/${userId}/sessions`);
  return data.sessions;
}

export const userSessionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: adminUsersKeys.sessions(userId),
    queryFn: () => getUserSessions(userId),
  });

export function useUserSessions(userId: number) {
  return useQuery(userSessionsQueryOptions(userId));
}

export async function endUserSession(userId: number, sessionId: string): Promise<void> {
  await apiClient.delete(`users/${userId}/sessions/${sessionId}`);
}

/** DELETE users/{id}/sessions/{sessionId}: signs that device out. */
export function useEndUserSession(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => endUserSession(userId, sessionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.user(userId) }),
  });
}
