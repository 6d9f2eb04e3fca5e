import { useMutation } from '@tanstack/react-query';
import type {
  SocialDisconnectResponse,
  SocialService,
} from '@tonearm/shared/social-auth/social-auth.schemas';
import { apiClient } from '@/lib/api-client';

/** POST secure/auth/social/{service}/disconnect. */
export async function disconnectSocialAccount(
  service: SocialService,
): Promise<SocialDisconnectResponse> {
  const { data } = await apiClient
    .answering('socialDisconnectAnswerSchema')
    .post(`secure/auth/social/${service}/disconnect`);
  return data;
}

export function useDisconnectSocialAccount() {
  return useMutation({ mutationFn: disconnectSocialAccount });
}
