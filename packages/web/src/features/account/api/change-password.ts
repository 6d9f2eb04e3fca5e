import type { ChangePasswordPayload } from '@tonearm/shared/account/account.schemas';
import { apiClient } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

export async function changePassword(payload: ChangePasswordPayload): Promise<void> {
  await apiClient.put('auth/user/password', payload);
}

export function useChangePassword() {
  return useFormMutation(changePassword);
}
