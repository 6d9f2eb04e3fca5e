import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAccountPayload } from '@tonearm/shared/account/account.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { accountUserQueryKey, syncBootstrapUser, type AccountUser } from './get-account-user';

export async function updateAccount(payload: UpdateAccountPayload): Promise<User> {
  const { data } = await apiClient.answering('userAnswerSchema').put('users/me', payload);
  return data.user;
}

/** PUT users/{id}; forms show their own field errors. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    meta: { showErrorToast: false },
    onSuccess: (user) => {
      queryClient.setQueryData<AccountUser>(accountUserQueryKey, (old) => ({ ...old, ...user }));
      syncBootstrapUser(user);
    },
  });
}
