import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignableRole } from '@tonearm/shared/users/user-admin.schemas';
import { apiClient } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

export async function getRoleOptions(): Promise<AssignableRole[]> {
  const { data } = await apiClient
    .answering('assignableRolesAnswerSchema')
    .get('users/role-options');
  return data.roles;
}

export const roleOptionsQueryOptions = () =>
  queryOptions({ queryKey: adminUsersKeys.roleOptions, queryFn: getRoleOptions });

/** The roles a user can be given (every role but the guests'). */
export function useRoleOptions() {
  return useQuery(roleOptionsQueryOptions());
}
