import type {
  CreateAccessTokenPayload,
  CreatedAccessToken,
} from '@tonearm/shared/account/account.schemas';
import { answerBody } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { accountUserQueryKey } from './get-account-user';

export function createAccessToken(payload: CreateAccessTokenPayload): Promise<CreatedAccessToken> {
  return answerBody('createdAccessTokenSchema').post('access-tokens', payload);
}

export function useCreateAccessToken() {
  return useRefetchingMutation(createAccessToken, {
    refetch: [accountUserQueryKey],
    showErrorToast: false,
  });
}
