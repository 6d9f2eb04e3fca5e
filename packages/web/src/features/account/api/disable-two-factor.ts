import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** DELETE auth/user/two-factor-authentication (back to state 0). */
export async function disableTwoFactor(): Promise<void> {
  await apiClient.delete('auth/user/two-factor-authentication');
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor });
}
