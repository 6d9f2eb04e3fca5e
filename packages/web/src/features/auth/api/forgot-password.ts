import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordPayload } from '@tonearm/shared/auth/auth.schemas';
import { apiClient } from '@/lib/api-client';

/** POST auth/forgot-password: the same message whether or not the address has an account. */
export async function forgotPassword(payload: ForgotPasswordPayload): Promise<{ message: string }> {
  const { data } = await apiClient
    .answering('messageAnswerSchema')
    .post('auth/forgot-password', payload);
  return data;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { showErrorToast: false } });
}
