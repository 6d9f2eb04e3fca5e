import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeader } from '@/components/ui/dialog-parts';
import type { CloseDialog } from '@/components/ui/modal/modal-store';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useDeleteWorkspace } from '../api/delete-workspace';
import { useWorkspaceWithMembers } from '../api/get-workspace-with-members';
import { useLeaveWorkspace } from '../api/manage-member';
import { workspaceAbilities } from '../workspace-abilities';
import { InviteMembersForm } from './invite-members-form';
import { PendingInvitesList } from './pending-invites-list';
import { RenameWorkspaceForm } from './rename-workspace-form';
import { WorkspaceMembersList } from './workspace-members-list';

type Confirming = 'leave' | 'delete' | null;

/**
 * Workspace settings: rename, members (roles, removal), pending invitations, inviting by email,
 * leaving and deleting, each offered only to the roles the contract allows.
 */
export function WorkspaceSettingsDialog({
  workspaceId,
  close,
}: {
  workspaceId: number;
  close: CloseDialog;
}) {
  const t = useTrans();
  const user = useCurrentUser();
  const query = useWorkspaceWithMembers(workspaceId);
  const leave = useLeaveWorkspace();
  const remove = useDeleteWorkspace();
  const [confirming, setConfirming] = useState<Confirming>(null);

  if (query.isPending) {
    return (
      <div className="py-10 text-center text-sm text-muted" role="status">
        {t('Loading…')}
      </div>
    );
  }
  if (query.isError || !user) {
    return (
      <div>
        <DialogHeader title={t('Workspace settings')} />
        <p className="text-sm text-muted">{t('There was an issue loading this page')}</p>
        <DialogFooter>
          <Button variant="secondary" onPress={() => close()}>
            {t('Close')}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  const workspace = query.data;
  const role =
    workspace.role ?? workspace.members.find((member) => member.user_id === user.id)?.role;
  const can = workspaceAbilities(workspace, role);

  if (confirming) {
    const isDelete = confirming === 'delete';
    const pending = leave.isPending || remove.isPending;
    return (
      <div data-testid="confirm-workspace-action">
        <DialogHeader
          title={t(isDelete ? 'Delete workspace' : 'Leave workspace')}
          description={
            isDelete
              ? t(
                  'Delete “:name”? Its members lose access and its playlists go back to their owners.',
                  {
                    name: workspace.name,
                  },
                )
              : t('Leave “:name”? You will need a new invitation to join again.', {
                  name: workspace.name,
                })
          }
        />
        <DialogFooter>
          <Button variant="secondary" onPress={() => setConfirming(null)}>
            {t('Cancel')}
          </Button>
          <Button
            variant="danger"
            isDisabled={pending}
            onPress={() => {
              const done = { onSuccess: () => close() };
              if (isDelete) remove.mutate(workspace.id, done);
              else leave.mutate({ workspaceId: workspace.id, userId: user.id }, done);
            }}
          >
            {t(isDelete ? 'Delete' : 'Leave')}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6" data-testid="workspace-settings-dialog">
      <DialogHeader title={t('Workspace settings')} description={workspace.name} />
      {can.rename ? <RenameWorkspaceForm workspace={workspace} /> : null}
      {can.invite ? <InviteMembersForm workspaceId={workspace.id} /> : null}
      <section aria-labelledby="workspace-members-heading">
        <h3 id="workspace-members-heading" className="mb-1 text-sm font-semibold">
          {t('Members')}
        </h3>
        <WorkspaceMembersList workspace={workspace} role={role} currentUserId={user.id} />
      </section>
      {can.invite ? <PendingInvitesList workspace={workspace} /> : null}
      <DialogFooter>
        {can.leave ? (
          <Button variant="secondary" onPress={() => setConfirming('leave')}>
            {t('Leave workspace')}
          </Button>
        ) : null}
        {can.delete ? (
          <Button variant="danger" onPress={() => setConfirming('delete')}>
            {t('Delete workspace')}
          </Button>
        ) : null}
        <Button onPress={() => close()}>{t('Done')}</Button>
      </DialogFooter>
    </div>
  );
}
