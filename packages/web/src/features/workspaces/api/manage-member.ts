import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  WORKSPACE_MESSAGES,
  type AssignableWorkspaceRole,
  type WorkspaceMember,
} from '@tonearm/shared/workspaces/workspaces.constants';
import { toast } from '@/components/ui/toast/toast-store';
import { apiClient } from '@/lib/api-client';
import { trans } from '@/lib/i18n';
import { useLeaveScope } from '../hooks/use-leave-scope';
import { workspaceKeys } from './workspace-keys';

interface MemberRef {
  workspaceId: number;
  userId: number;
}

/** PUT workspace/{id}/member/{userId} (owner or admin): admin or member, never owner. */
export async function changeMemberRole({
  workspaceId,
  userId,
  role,
}: MemberRef & { role: AssignableWorkspaceRole }): Promise<WorkspaceMember> {
  const { data } = await apiClient
    .answering('workspaceMemberResponseSchema')
    .put(`workspace/${workspaceId}/member/${userId}`, { role });
  return data.member;
}

/** DELETE workspace/{id}/member/{userId}: removes a member, or leaves when it is oneself. */
export async function removeMember({ workspaceId, userId }: MemberRef): Promise<void> {
  await apiClient.delete(`workspace/${workspaceId}/member/${userId}`);
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: async (_member, { workspaceId }) => {
      toast.positive(trans(WORKSPACE_MESSAGES.roleChanged));
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.withMembers(workspaceId) });
    },
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: async (_answer, { workspaceId }) => {
      toast.positive(trans(WORKSPACE_MESSAGES.memberRemoved));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.withMembers(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.userWorkspaces }),
      ]);
    },
  });
}

/** Leaves a workspace (admins and members; the owner deletes it instead). */
export function useLeaveWorkspace() {
  const leaveScope = useLeaveScope();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: async (_answer, { workspaceId }) => {
      toast.positive(trans(WORKSPACE_MESSAGES.left));
      await leaveScope(workspaceId);
    },
  });
}
