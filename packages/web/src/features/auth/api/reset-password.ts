import type { ResetPasswordPayload } from '@tonearm/shared/auth/auth.schemas';
import { answerBody } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

/** POST auth/reset-password. */
export function resetPassword(payload: ResetPasswordPayload): Promise<{ message: string }> {
  return answerBody('messageAnswerSchema').post('auth/reset-password', payload);
}

export function useResetPassword() {
  return useFormMutation(resetPassword);
}
