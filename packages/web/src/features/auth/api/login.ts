import { useMutation } from '@tanstack/react-query';
import type { LoginPayload } from '@tonearm/shared/auth/auth.schemas';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { apiClient } from '@/lib/api-client';

/** Either the two-factor flag or the new bootstrap data. */
export type LoginResponse =
  { two_factor: true } | { status: 'success'; bootstrapData: BootstrapData };

export async function login(payload: LoginPayload): Promise<LoginResponse> {
  const { data } = await apiClient.answering('loginAnswerSchema').post('auth/login', payload);
  return data;
}

export function useLogin() {
  // The form shows field errors itself.
  return useMutation({ mutationFn: login, meta: { showErrorToast: false } });
}
