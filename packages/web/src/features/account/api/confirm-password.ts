import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function confirmPassword(payload: { password: string }): Promise<void> {
  await apiClient.post('auth/user/confirm-password', payload);
}

export function useConfirmPassword() {
  return useMutation({ mutationFn: confirmPassword, meta: { showErrorToast: false } });
}
