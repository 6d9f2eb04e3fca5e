import type { CreateUserPayload } from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { adminUsersKeys } from './keys';

export async function createUser(payload: CreateUserPayload): Promise<User> {
  const { data } = await apiClient.answering('userAnswerSchema').post('users', payload);
  return data.user;
}

/** POST users; the form shows field errors itself. */
export const useCreateUser = () =>
  useRefetchingMutation(createUser, { refetch: [adminUsersKeys.all], showErrorToast: false });
