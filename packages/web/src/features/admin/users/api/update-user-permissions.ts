import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantedPermission } from '@tonearm/shared/permissions/permissions';
import type { UserPermissionsPayload } from '@tonearm/shared/users/user-admin.schemas';
import { apiClient } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

export async function updateUserPermissions(
  userId: number,
  payload: UserPermissionsPayload,
): Promise<GrantedPermission[]> {
  const { data } = await apiClient
    .answering('userPermissionsAnswerSchema')
    .put(`users/${userId}/permissions`, payload);
  return data.permissions;
}

export function useUpdateUserPermissions(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UserPermissionsPayload) => updateUserPermissions(userId, payload),
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.user(userId) }),
  });
}
