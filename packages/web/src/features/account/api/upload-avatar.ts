import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { useAccountUserMutation } from './get-account-user';

export async function uploadAvatar(file: File): Promise<User> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await apiClient.answering('userAnswerSchema').post('users/me/avatar', body);
  return data.user;
}

export function useUploadAvatar() {
  return useAccountUserMutation(uploadAvatar, { showErrorToast: false });
}
