import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserPayload } from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

export async function createUser(payload: CreateUserPayload): Promise<User> {
  const { data } = await apiClient.answering('userAnswerSchema').post('users', payload);
  return data.user;
}

/** POST users; the form shows field errors itself. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
