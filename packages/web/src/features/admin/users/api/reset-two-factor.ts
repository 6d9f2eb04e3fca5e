import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminUsersKeys } from './keys';

export async function resetTwoFactor(userId: number): Promise<void> {
  await apiClient.post(`users/${userId}/two-factor/reset`);
}

export function useResetTwoFactor(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetTwoFactor(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.user(userId) }),
  });
}
