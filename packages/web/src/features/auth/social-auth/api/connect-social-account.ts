import type {
  SocialConnectPayload,
  SocialConnectResponse,
} from '@tonearm/shared/social-auth/social-auth.schemas';
import { answerBody } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

/** POST secure/auth/social/connect: the password that links the pending profile. */
export function connectSocialAccount(
  payload: SocialConnectPayload,
): Promise<SocialConnectResponse> {
  return answerBody('socialConnectAnswerSchema').post('secure/auth/social/connect', payload);
}

export function useConnectSocialAccount() {
  // The password dialog shows field errors itself.
  return useFormMutation(connectSocialAccount);
}
