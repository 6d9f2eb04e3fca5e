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
import { useSwitchWorkspace } from '../hooks/use-switch-workspace';
import { workspaceKeys } from './workspace-keys';

/** POST workspace: 201 with the new workspace, owned by the user. */
export async function createWorkspace(input: WorkspaceInput): Promise<Workspace> {
  const { data } = await apiClient.answering('workspaceResponseSchema').post('workspace', input);
  return data.workspace;
}

/** Creates a workspace and makes it the active one. The form shows 422 field errors itself. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  const switchWorkspace = useSwitchWorkspace();
  return useFormMutation(createWorkspace, {
    onSuccess: async (workspace) => {
      toast.positive(trans(WORKSPACE_MESSAGES.created));
      queryClient.setQueryData<Workspace[]>(workspaceKeys.userWorkspaces, (list) =>
        list ? [...list, workspace] : list,
      );
      await switchWorkspace(workspace.id);
    },
  });
}
