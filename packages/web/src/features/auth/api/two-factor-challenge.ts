import type { TwoFactorChallengePayload } from '@tonearm/shared/auth/auth.schemas';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { answerBody } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

/** POST auth/two-factor-challenge: a code or a recovery code finishes a pending login. */
export function twoFactorChallenge(
  payload: TwoFactorChallengePayload,
): Promise<{ status: 'success'; bootstrapData: BootstrapData }> {
  return answerBody('sessionStartedAnswerSchema').post('auth/two-factor-challenge', payload);
}

export function useTwoFactorChallenge() {
  return useFormMutation(twoFactorChallenge);
}
