import type { AdminUpdateUserPayload } from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { adminUsersKeys } from './keys';

export async function updateUser(userId: number, payload: AdminUpdateUserPayload): Promise<User> {
  const { data } = await apiClient.answering('userAnswerSchema').put(`users/${userId}`, payload);
  return data.user;
}

/** PUT users/{id} with the admin's fields; the form shows field errors itself. */
export const useUpdateUser = (userId: number) =>
  useRefetchingMutation((payload: AdminUpdateUserPayload) => updateUser(userId, payload), {
    refetch: [adminUsersKeys.all],
    showErrorToast: false,
  });
