import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordPayload } from '@tonearm/shared/account/account.schemas';
import { apiClient } from '@/lib/api-client';

export async function changePassword(payload: ChangePasswordPayload): Promise<void> {
  await apiClient.put('auth/user/password', payload);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { showErrorToast: false } });
}
