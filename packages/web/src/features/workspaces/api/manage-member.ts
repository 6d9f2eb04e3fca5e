import { useMutation } from '@tanstack/react-query';
import { useInvalidatingMutation } from '@/lib/feature-kit/invalidating-mutation';
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
  return useInvalidatingMutation(changeMemberRole, {
    invalidate: ({ workspaceId }) => [{ queryKey: workspaceKeys.withMembers(workspaceId) }],
    successMessage: () => trans(WORKSPACE_MESSAGES.roleChanged),
  });
}

export function useRemoveMember() {
  return useInvalidatingMutation(removeMember, {
    invalidate: ({ workspaceId }) => [
      { queryKey: workspaceKeys.withMembers(workspaceId) },
      { queryKey: workspaceKeys.userWorkspaces },
    ],
    successMessage: () => trans(WORKSPACE_MESSAGES.memberRemoved),
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
