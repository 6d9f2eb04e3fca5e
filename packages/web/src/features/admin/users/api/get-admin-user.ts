import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetails } from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { apiClient } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

export interface AdminUser {
  user: User;
  details: AdminUserDetails;
}

export async function getAdminUser(userId: number): Promise<AdminUser> {
  const { data } = await apiClient.answering('userWithDetailsAnswerSchema').get(`users/${userId}`);
  // The schema serves the edit answer too, which leaves details out; reading a user sends them.
  return data as AdminUser;
}

export const adminUserQueryOptions = (userId: number) =>
  queryOptions({ queryKey: adminUsersKeys.user(userId), queryFn: () => getAdminUser(userId) });

/** Fetches only for a real id (the page redirects away from anything else). */
export function useAdminUser(userId: number) {
  return useQuery({ ...adminUserQueryOptions(userId), enabled: userId > 0 });
}
