import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUpdateUserPayload } from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

export async function updateUser(userId: number, payload: AdminUpdateUserPayload): Promise<User> {
  const { data } = await apiClient.answering('userAnswerSchema').put(`users/${userId}`, payload);
  return data.user;
}

/** PUT users/{id} with the admin's fields; the form shows field errors itself. */
export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AdminUpdateUserPayload) => updateUser(userId, payload),
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
