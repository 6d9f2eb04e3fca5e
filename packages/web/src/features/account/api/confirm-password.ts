import { apiClient } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

export async function confirmPassword(payload: { password: string }): Promise<void> {
  await apiClient.post('auth/user/confirm-password', payload);
}

export function useConfirmPassword() {
  return useFormMutation(confirmPassword);
}
