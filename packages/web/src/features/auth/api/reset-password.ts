import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordPayload } from '@tonearm/shared/auth/auth.schemas';
import { apiClient } from '@/lib/api-client';

/** POST auth/reset-password. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<{ message: string }> {
  const { data } = await apiClient
    .answering('messageAnswerSchema')
    .post('auth/reset-password', payload);
  return data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { showErrorToast: false } });
}
