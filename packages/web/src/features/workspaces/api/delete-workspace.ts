import { useMutation } from '@tanstack/react-query';
import { WORKSPACE_MESSAGES } from '@tonearm/shared/workspaces/workspaces.constants';
import { toast } from '@/components/ui/toast/toast-store';
import { apiClient } from '@/lib/api-client';
import { trans } from '@/lib/i18n';
import { useLeaveScope } from '../hooks/use-leave-scope';

/** DELETE workspace/{id} (owner): 204. */
export async function deleteWorkspace(id: number): Promise<void> {
  await apiClient.delete(`workspace/${id}`);
}

export function useDeleteWorkspace() {
  const leaveScope = useLeaveScope();
  return useMutation({
    mutationFn: deleteWorkspace,
    onSuccess: async (_answer, id) => {
      toast.positive(trans(WORKSPACE_MESSAGES.deleted));
      await leaveScope(id);
    },
  });
}
