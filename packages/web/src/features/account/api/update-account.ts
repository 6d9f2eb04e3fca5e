import type { UpdateAccountPayload } from '@tonearm/shared/account/account.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { useAccountUserMutation } from './get-account-user';

export async function updateAccount(payload: UpdateAccountPayload): Promise<User> {
  const { data } = await apiClient.answering('userAnswerSchema').put('users/me', payload);
  return data.user;
}

/** PUT users/{id}; forms show their own field errors. */
export function useUpdateAccount() {
  return useAccountUserMutation(updateAccount, { showErrorToast: false });
}
