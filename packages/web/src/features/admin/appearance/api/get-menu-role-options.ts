import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleListItem } from '@tonearm/shared/roles/roles.schemas';
import { apiClient } from '@/lib/api-client';

/**
 * The roles a menu item may require. A guest never has a role (checks roles on
 * the user), so the guests' role is left out.
 */
export async function getMenuRoleOptions(): Promise<RoleListItem[]> {
  const { data } = await apiClient.answering('roleListResponseSchema').get('roles', {
    params: { perPage: 100, orderBy: 'name', orderDir: 'asc' },
  });
  return data.pagination.data.filter((role) => !role.guests);
}

export const menuRoleOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'appearance', 'menu-roles'], queryFn: getMenuRoleOptions });

export function useMenuRoleOptions() {
  return useQuery(menuRoleOptionsQueryOptions());
}
