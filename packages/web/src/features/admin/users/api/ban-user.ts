import type { BanUserPayload } from '@tonearm/shared/users/user-admin.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { adminUsersKeys } from './keys';

export async function banUser(userId: number, payload: BanUserPayload): Promise<void> {
  await apiClient.post(`users/${userId}/ban`, payload);
}

export async function unbanUser(userId: number): Promise<void> {
  await apiClient.delete(`users/${userId}/ban`);
}

/** POST users/{id}/ban; the dialog shows field errors itself. */
export const useBanUser = (userId: number) =>
  useRefetchingMutation((payload: BanUserPayload) => banUser(userId, payload), {
    refetch: [adminUsersKeys.all],
    showErrorToast: false,
  });

export const useUnbanUser = (userId: number) =>
  useRefetchingMutation(() => unbanUser(userId), { refetch: [adminUsersKeys.all] });
