import type { LogoutOtherSessionsPayload } from '@tonearm/shared/account/account.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { userSessionsQueryKey } from './get-user-sessions';

export async function logoutOtherSessions(payload: LogoutOtherSessionsPayload): Promise<void> {
  await apiClient.post('user-sessions/logout-other', payload);
}

export function useLogoutOtherSessions() {
  return useRefetchingMutation(logoutOtherSessions, {
    refetch: [userSessionsQueryKey],
    showErrorToast: false,
  });
}
