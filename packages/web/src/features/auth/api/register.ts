import { useMutation } from '@tanstack/react-query';
import type { RegisterPayload, RegisterResponse } from '@tonearm/shared/auth/auth.schemas';
import { apiClient } from '@/lib/api-client';

/** POST auth/register: status and the new user's bootstrap data. */
export async function register(
  payload: RegisterPayload & Record<string, unknown>,
): Promise<RegisterResponse> {
  const { data } = await apiClient.answering('registerAnswerSchema').post('auth/register', payload);
  return data;
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { showErrorToast: false } });
}
