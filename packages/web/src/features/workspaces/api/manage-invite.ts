import { useMutation } from '@tanstack/react-query';
import {
  WORKSPACE_MESSAGES,
  type WorkspaceInvite,
} from '@tonearm/shared/workspaces/workspaces.constants';
import { toast } from '@/components/ui/toast/toast-store';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/feature-kit/invalidating-mutation';
import { trans } from '@/lib/i18n';
import { workspaceKeys } from './workspace-keys';

interface InviteRef {
  workspaceId: number;
  inviteId: string;
}

/** POST workspace/{id}/invite/{inviteId}/resend (owner or admin): mails the link again. */
export async function resendInvite({ workspaceId, inviteId }: InviteRef): Promise<WorkspaceInvite> {
  const { data } = await apiClient
    .answering('workspaceInviteResponseSchema')
    .post(`workspace/${workspaceId}/invite/${inviteId}/resend`);
  return data.invite;
}

/** DELETE workspace/{id}/invite/{inviteId} (owner or admin): cancels a pending invitation. */
export async function cancelInvite({ workspaceId, inviteId }: InviteRef): Promise<void> {
  await apiClient.delete(`workspace/${workspaceId}/invite/${inviteId}`);
}

export function useResendInvite() {
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: () => toast.positive(trans(WORKSPACE_MESSAGES.invited)),
  });
}

export function useCancelInvite() {
  return useInvalidatingMutation(cancelInvite, {
    invalidate: ({ workspaceId }) => [{ queryKey: workspaceKeys.withMembers(workspaceId) }],
    successMessage: () => trans('Invitation cancelled'),
  });
}
