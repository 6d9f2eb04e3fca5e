import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@tonearm/shared/roles/roles.schemas';
import { apiClient } from '@/lib/api-client';

/** Every roles query starts with this key: the list, each role. */
export const rolesQueryKey = ['admin', 'roles'] as const;
export const roleQueryKey = (id: number) => [...rolesQueryKey, 'role', id] as const;

export async function getRole(id: number): Promise<Role> {
  const { data } = await apiClient.answering('roleResponseSchema').get(`roles/${id}`);
  return data.role;
}

export const roleQueryOptions = (id: number) =>
  queryOptions({ queryKey: roleQueryKey(id), queryFn: () => getRole(id) });

export function useRole(id: number) {
  return useQuery(roleQueryOptions(id));
}
