import { useQueryClient } from '@tanstack/react-query';
import {
  WORKSPACE_MESSAGES,
  type InviteInput,
  type WorkspaceInvite,
} from '@tonearm/shared/workspaces/workspaces.schemas';
import { toast } from '@/components/ui/toast/toast-store';
import { apiClient } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';
import { trans } from '@/lib/i18n';
import { workspaceKeys } from './workspace-keys';

/** POST workspace/{id}/invite (owner or admin): one invitation (and mail) per address. */
export async function inviteMembers({
  workspaceId,
  ...input
}: InviteInput & { workspaceId: number }): Promise<WorkspaceInvite[]> {
  const { data } = await apiClient
    .answering('workspaceInvitesResponseSchema')
    .post(`workspace/${workspaceId}/invite`, input);
  return data.invites;
}

/** The invite form shows 422 field errors (emails, emails.N, role) itself. */
export function useInviteMembers() {
  const queryClient = useQueryClient();
  return useFormMutation(inviteMembers, {
    onSuccess: async (_invites, { workspaceId }) => {
      toast.positive(trans(WORKSPACE_MESSAGES.invited));
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.withMembers(workspaceId) });
    },
  });
}
