import type { Role, RoleInput } from '@tonearm/shared/roles/roles.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { roleQueryKey, rolesQueryKey } from './get-role';

export async function updateRole({ id, ...payload }: RoleInput & { id: number }): Promise<Role> {
  const { data } = await apiClient.answering('roleResponseSchema').put(`roles/${id}`, payload);
  return data.role;
}

export const useUpdateRole = () =>
  useRefetchingMutation(updateRole, {
    // Other roles may have lost the default or guest flag to this one.
    refetch: [rolesQueryKey],
    showErrorToast: false,
    adoptAnswer: (queryClient, role) => queryClient.setQueryData(roleQueryKey(role.id), role),
  });
