import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BanUserPayload } from '@tonearm/shared/users/user-admin.schemas';
import { apiClient } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

export async function banUser(userId: number, payload: BanUserPayload): Promise<void> {
  await apiClient.post(`users/${userId}/ban`, payload);
}

export async function unbanUser(userId: number): Promise<void> {
  await apiClient.delete(`users/${userId}/ban`);
}

/** POST users/{id}/ban; the dialog shows field errors itself. */
export function useBanUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BanUserPayload) => banUser(userId, payload),
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}

export function useUnbanUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unbanUser(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
