import type { GrantedPermission } from '@tonearm/shared/permissions/permissions';
import type { UserPermissionsPayload } from '@tonearm/shared/users/user-admin.schemas';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';
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

export const useUpdateUserPermissions = (userId: number) =>
  useRefetchingMutation(
    (payload: UserPermissionsPayload) => updateUserPermissions(userId, payload),
    { refetch: [adminUsersKeys.user(userId)], showErrorToast: false },
  );
