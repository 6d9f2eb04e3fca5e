import { apiClient } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

/** POST auth/user/confirmed-two-factor-authentication {code}: enabled (state 2). */
export async function confirmTwoFactor(code: string): Promise<string[]> {
  const { data } = await apiClient
    .answering('recoveryCodesAnswerSchema')
    .post('auth/user/confirmed-two-factor-authentication', { code });
  return data.recovery_codes;
}

export function useConfirmTwoFactor() {
  return useFormMutation(confirmTwoFactor);
}
