import { useQueryClient } from '@tanstack/react-query';
import {
  WORKSPACE_MESSAGES,
  type Workspace,
  type WorkspaceInput,
} from '@tonearm/shared/workspaces/workspaces.schemas';
import { toast } from '@/components/ui/toast/toast-store';
import { apiClient } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';
import { trans } from '@/lib/i18n';
import { workspaceKeys } from './workspace-keys';

/** PUT workspace/{id} (owner or admin): renames. */
export async function updateWorkspace({
  id,
  ...input
}: WorkspaceInput & { id: number }): Promise<Workspace> {
  const { data } = await apiClient
    .answering('workspaceResponseSchema')
    .put(`workspace/${id}`, input);
  return data.workspace;
}

/** The rename form shows 422 field errors itself. */
export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  return useFormMutation(updateWorkspace, {
    onSuccess: async (workspace) => {
      toast.positive(trans(WORKSPACE_MESSAGES.updated));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.userWorkspaces }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.withMembers(workspace.id) }),
      ]);
    },
  });
}
