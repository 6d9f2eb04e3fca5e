import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { accountUserQueryKey, syncBootstrapUser, type AccountUser } from './get-account-user';

export async function removeAvatar(): Promise<User> {
  const { data } = await apiClient.answering('userAnswerSchema').delete('users/me/avatar');
  return data.user;
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (user) => {
      queryClient.setQueryData<AccountUser>(accountUserQueryKey, (old) => ({ ...old, ...user }));
      syncBootstrapUser(user);
    },
  });
}
