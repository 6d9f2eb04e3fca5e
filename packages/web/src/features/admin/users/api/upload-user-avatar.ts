import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

export async function uploadUserAvatar(userId: number, file: File): Promise<User> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await apiClient
    .answering('userAnswerSchema')
    .post(`users/${userId}/avatar`, body);
  return data.user;
}

export async function removeUserAvatar(userId: number): Promise<User> {
  const { data } = await apiClient.answering('userAnswerSchema').delete(`users/${userId}/avatar`);
  return data.user;
}

/** Upload (a file) or remove (null) the user's avatar. */
export function useChangeUserAvatar(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      file ? uploadUserAvatar(userId, file) : removeUserAvatar(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
