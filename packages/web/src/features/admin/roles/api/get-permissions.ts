import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionInfo } from '@tonearm/shared/permissions/permission-grants';
import { apiClient } from '@/lib/api-client';

export const permissionsQueryKey = ['admin', 'permissions'] as const;

/** Every permission with its group, description and restrictions (needs admin.access). */
export async function getPermissions(): Promise<PermissionInfo[]> {
  const { data } = await apiClient.answering('permissionsListSchema').get('permissions');
  return data.permissions;
}

export const permissionsQueryOptions = () =>
  queryOptions({ queryKey: permissionsQueryKey, queryFn: getPermissions, staleTime: Infinity });

export function usePermissions() {
  return useQuery(permissionsQueryOptions());
}
