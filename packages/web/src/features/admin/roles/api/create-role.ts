import type { Role, RoleInput } from '@tonearm/shared/roles/roles.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
import { rolesQueryKey } from './get-role';

export async function createRole(payload: RoleInput): Promise<Role> {
  const { data } = await apiClient.answering('roleResponseSchema').post('roles', payload);
  return data.role;
}

// The form shows field errors itself and toasts the rest.
export const useCreateRole = () =>
  useRefetchingMutation(createRole, { refetch: [rolesQueryKey], showErrorToast: false });
