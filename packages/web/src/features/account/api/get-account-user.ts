import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessToken } from '@tonearm/shared/account/account.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';

/** The current user as account settings sees it: with tokens and 2FA recovery codes. */
export type AccountUser = User & {
  tokens?: AccessToken[];
  two_factor_recovery_codes?: string[];
};

export const accountUserQueryKey = ['users', 'me', 'account'] as const;

export async function getAccountUser(): Promise<AccountUser> {
  const { data } = await apiClient.answering('userWithDetailsAnswerSchema').get('users/me', {
    params: { with: ['tokens'] },
  });
  return data.user;
}

export const accountUserQueryOptions = () =>
  queryOptions({ queryKey: accountUserQueryKey, queryFn: getAccountUser });

export function useAccountUser() {
  return useQuery(accountUserQueryOptions());
}

/** Keeps the navbar (bootstrap user) in step with what an account call answered. */
export function syncBootstrapUser(user: User): void {
  const data = getBootstrapData();
  if (!data.user || data.user.id !== user.id) return;
  const { tokens: _tokens, ...rest } = user as AccountUser;
  setBootstrapData({ ...data, user: { ...data.user, ...rest } });
}

/**
 * A call that answers the changed user (details, avatar): the account page and the navbar show
 * the answer at once. `showErrorToast: false` where the form shows its own field errors.
 */
export function useAccountUserMutation<Input>(
  mutationFn: (input: Input) => Promise<User>,
  { showErrorToast = true }: { showErrorToast?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { showErrorToast },
    onSuccess: (user) => {
      queryClient.setQueryData<AccountUser>(accountUserQueryKey, (old) => ({ ...old, ...user }));
      syncBootstrapUser(user);
    },
  });
}
