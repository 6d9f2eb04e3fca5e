import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogoutOtherSessionsPayload } from '@tonearm/shared/account/account.schemas';
import { apiClient } from '@/lib/api-client';
import { userSessionsQueryKey } from './get-user-sessions';

export async function logoutOtherSessions(payload: LogoutOtherSessionsPayload): Promise<void> {
  await apiClient.post('user-sessions/logout-other', payload);
}

export function useLogoutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutOtherSessions,
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSessionsQueryKey }),
  });
}
