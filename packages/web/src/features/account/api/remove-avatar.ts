import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { useAccountUserMutation } from './get-account-user';

export async function removeAvatar(): Promise<User> {
  const { data } = await apiClient.answering('userAnswerSchema').delete('users/me/avatar');
  return data.user;
}

export function useRemoveAvatar() {
  return useAccountUserMutation(removeAvatar);
}
