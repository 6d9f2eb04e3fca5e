import { useQuery } from '@tanstack/react-query';
import type { UserLookup } from '@tonearm/shared/billing/billing.schemas';
import { apiClient } from '@/lib/api-client';

export type UserOption = UserLookup;

/**
 * Users matching `query` (name or email), for the grant dialog: `admin/subscriptions/users`
 * needs subscriptions.update only, so a billing admin without users.update can grant.
 */
export async function searchUsers(query: string): Promise<UserOption[]> {
  const { data } = await apiClient
    .answering('userLookupResponseSchema')
    .get('admin/subscriptions/users', {
      params: { query },
    });
  return data.users;
}

export function useUserSearch(query: string) {
  return useQuery({
    queryKey: ['admin', 'subscriptions', 'user-search', query.trim()],
    queryFn: () => searchUsers(query.trim()),
    enabled: query.trim().length > 0,
  });
}
