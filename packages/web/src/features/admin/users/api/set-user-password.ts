import type { SetUserPasswordPayload } from '@tonearm/shared/users/user-admin.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { adminUsersKeys } from './keys';

export async function setUserPassword(
  userId: number,
  payload: SetUserPasswordPayload,
): Promise<void> {
  await apiClient.put(`users/${userId}/password`, payload);
}

/** PUT users/{id}/password: the user's sessions and tokens end with it. */
export const useSetUserPassword = (userId: number) =>
  useRefetchingMutation((payload: SetUserPasswordPayload) => setUserPassword(userId, payload), {
    refetch: [adminUsersKeys.user(userId)],
    showErrorToast: false,
  });
