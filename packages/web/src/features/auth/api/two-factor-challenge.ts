import { useMutation } from '@tanstack/react-query';
import type { TwoFactorChallengePayload } from '@tonearm/shared/auth/auth.schemas';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { apiClient } from '@/lib/api-client';

/** POST auth/two-factor-challenge: a code or a recovery code finishes a pending login. */
export async function twoFactorChallenge(
  payload: TwoFactorChallengePayload,
): Promise<{ status: 'success'; bootstrapData: BootstrapData }> {
  const { data } = await apiClient
    .answering('sessionStartedAnswerSchema')
    .post('auth/two-factor-challenge', payload);
  return data;
}

export function useTwoFactorChallenge() {
  return useMutation({ mutationFn: twoFactorChallenge, meta: { showErrorToast: false } });
}
