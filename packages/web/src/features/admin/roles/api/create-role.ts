import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, RoleInput } from '@tonearm/shared/roles/roles.schemas';
import { apiClient } from '@/lib/api-client';
import { rolesQueryKey } from './get-role';

export async function createRole(payload: RoleInput): Promise<Role> {
  const { data } = await apiClient.answering('roleResponseSchema').post('roles', payload);
  return data.role;
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    // The form shows field errors itself and toasts the rest.
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
