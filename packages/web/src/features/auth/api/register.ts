import type { RegisterPayload, RegisterResponse } from '@tonearm/shared/auth/auth.schemas';
import { answerBody } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

/** POST auth/register: status and the new user's bootstrap data. */
export function register(
  payload: RegisterPayload & Record<string, unknown>,
): Promise<RegisterResponse> {
  return answerBody('registerAnswerSchema').post('auth/register', payload);
}

export function useRegister() {
  return useFormMutation(register);
}
