import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST auth/user/two-factor-recovery-codes: eight new codes, the old ones void. */
export async function regenerateRecoveryCodes(): Promise<string[]> {
  const { data } = await apiClient
    .answering('recoveryCodesAnswerSchema')
    .post('auth/user/two-factor-recovery-codes');
  return data.recovery_codes;
}

export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: regenerateRecoveryCodes });
}
