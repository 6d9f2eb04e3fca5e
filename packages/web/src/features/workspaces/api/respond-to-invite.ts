import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  WORKSPACE_MESSAGES,
  type Workspace,
} from '@tonearm/shared/workspaces/workspaces.constants';
import { toast } from '@/components/ui/toast/toast-store';
import { apiClient, isApiError } from '@/lib/api-client';
import { showHttpErrorToast } from '@/lib/http-errors';
import { trans } from '@/lib/i18n';
import { notificationKeys } from '@/lib/notification-keys';
import { useSwitchWorkspace } from '../hooks/use-switch-workspace';
import { workspaceKeys } from './workspace-keys';

/** GET workspace/join/{inviteId}: joins; the answer carries workspace.id. */
export async function joinWorkspace(inviteId: string): Promise<Workspace> {
  const { data } = await apiClient
    .answering('workspaceResponseSchema')
    .get(`workspace/join/${inviteId}`);
  return data.workspace;
}

/** DELETE workspace/invite/{inviteId}: declines. */
export async function declineWorkspaceInvite(inviteId: string): Promise<void> {
  await apiClient.delete(`workspace/invite/${inviteId}`);
}

/** Both answers refresh the notifications and the user's workspaces. */
async function refreshAfterInvite(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.userWorkspaces }),
  ]);
}

/** A 404 means the invitation is gone: refresh and say so. */
function onInviteError(queryClient: QueryClient, error: unknown) {
  if (isApiError(error) && error.response?.status === 404) {
    void refreshAfterInvite(queryClient);
    toast.danger(trans(WORKSPACE_MESSAGES.inviteGone));
    return;
  }
  showHttpErrorToast(error);
}

/**
 * Joins a workspace from an invitation: the joined workspace becomes the active one, every
 * query refetches in its scope, and "Joined workspace" shows.
 */
export function useJoinWorkspace() {
  const queryClient = useQueryClient();
  const switchWorkspace = useSwitchWorkspace();
  return useMutation({
    mutationFn: joinWorkspace,
    // onInviteError shows the one toast (the 404 one, or the general error).
    meta: { showErrorToast: false },
    onSuccess: async (workspace) => {
      toast.positive(trans(WORKSPACE_MESSAGES.joined));
      await switchWorkspace(workspace.id);
    },
    onError: (error) => onInviteError(queryClient, error),
  });
}

export function useDeclineWorkspaceInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineWorkspaceInvite,
    meta: { showErrorToast: false },
    onSuccess: async () => {
      toast.positive(trans(WORKSPACE_MESSAGES.declined));
      await refreshAfterInvite(queryClient);
    },
    onError: (error) => onInviteError(queryClient, error),
  });
}
