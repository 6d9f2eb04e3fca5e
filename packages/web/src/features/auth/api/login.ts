import type { LoginPayload } from '@tonearm/shared/auth/auth.schemas';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { answerBody } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

/** Either the two-factor flag or the new bootstrap data. */
export type LoginResponse =
  { two_factor: true } | { status: 'success'; bootstrapData: BootstrapData };

export function login(payload: LoginPayload): Promise<LoginResponse> {
  return answerBody('loginAnswerSchema').post('auth/login', payload);
}

export function useLogin() {
  // The form shows field errors itself.
  return useFormMutation(login);
}
