import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetUserPasswordPayload } from '@tonearm/shared/users/user-admin.schemas';
import { apiClient } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

export async function setUserPassword(
  userId: number,
  payload: SetUserPasswordPayload,
): Promise<void> {
  await apiClient.put(`users/${userId}/password`, payload);
}

/** PUT users/{id}/password: the user's sessions and tokens end with it. */
export function useSetUserPassword(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SetUserPasswordPayload) => setUserPassword(userId, payload),
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.user(userId) }),
  });
}
