import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, RoleInput } from '@tonearm/shared/roles/roles.schemas';
import { apiClient } from '@/lib/api-client';
import { roleQueryKey, rolesQueryKey } from './get-role';

export async function updateRole({ id, ...payload }: RoleInput & { id: number }): Promise<Role> {
  const { data } = await apiClient.answering('roleResponseSchema').put(`roles/${id}`, payload);
  return data.role;
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    meta: { showErrorToast: false },
    onSuccess: async (role) => {
      queryClient.setQueryData(roleQueryKey(role.id), role);
      // Other roles may have lost the default or guest flag to this one.
      await queryClient.invalidateQueries({ queryKey: rolesQueryKey });
    },
  });
}
