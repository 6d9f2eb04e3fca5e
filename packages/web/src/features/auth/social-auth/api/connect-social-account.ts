import { useMutation } from '@tanstack/react-query';
import type {
  SocialConnectPayload,
  SocialConnectResponse,
} from '@tonearm/shared/social-auth/social-auth.schemas';
import { apiClient } from '@/lib/api-client';

/** POST secure/auth/social/connect: the password that links the pending profile. */
export async function connectSocialAccount(
  payload: SocialConnectPayload,
): Promise<SocialConnectResponse> {
  const { data } = await apiClient
    .answering('socialConnectAnswerSchema')
    .post('secure/auth/social/connect', payload);
  return data;
}

export function useConnectSocialAccount() {
  // The password dialog shows field errors itself.
  return useMutation({ mutationFn: connectSocialAccount, meta: { showErrorToast: false } });
}
