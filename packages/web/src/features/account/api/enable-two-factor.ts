import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST auth/user/two-factor-authentication: a new secret and recovery codes (state 1). */
export async function enableTwoFactor(): Promise<void> {
  await apiClient.post('auth/user/two-factor-authentication');
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
