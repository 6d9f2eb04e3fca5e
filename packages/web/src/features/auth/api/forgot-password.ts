import type { ForgotPasswordPayload } from '@tonearm/shared/auth/auth.schemas';
import { answerBody } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

/** POST auth/forgot-password: the same message whether or not the address has an account. */
export function forgotPassword(payload: ForgotPasswordPayload): Promise<{ message: string }> {
  return answerBody('messageAnswerSchema').post('auth/forgot-password', payload);
}

export function useForgotPassword() {
  return useFormMutation(forgotPassword);
}
