import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { accountUserQueryKey, syncBootstrapUser, type AccountUser } from './get-account-user';

export async function uploadAvatar(file: File): Promise<User> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await apiClient.answering('userAnswerSchema').post('users/me/avatar', body);
  return data.user;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    meta: { showErrorToast: false },
    onSuccess: (user) => {
      queryClient.setQueryData<AccountUser>(accountUserQueryKey, (old) => ({ ...old, ...user }));
      syncBootstrapUser(user);
    },
  });
}
