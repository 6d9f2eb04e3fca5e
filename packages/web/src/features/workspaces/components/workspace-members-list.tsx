import type {
  WorkspaceRole,
  WorkspaceWithMembers,
} from '@tonearm/shared/workspaces/workspaces.constants';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useTrans } from '@/lib/i18n';
import { useChangeMemberRole, useRemoveMember } from '../api/manage-member';
import { canManageMember } from '../workspace-abilities';
import { RoleSelect, ROLE_LABELS } from './role-select';

/** Members with name, email, avatar and role; owners and admins change roles and remove. */
export function WorkspaceMembersList({
  workspace,
  role,
  currentUserId,
}: {
  workspace: WorkspaceWithMembers;
  /** The current user's role in the workspace. */
  role: WorkspaceRole | undefined;
  currentUserId: number;
}) {
  const t = useTrans();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  return (
    <ul className="divide-y divide-divider" aria-label={t('Members')} data-testid="members-list">
      {workspace.members.map((member) => {
        const manageable = canManageMember(role, member, currentUserId);
        return (
          <li
            key={member.user_id}
            className="flex flex-wrap items-center gap-3 py-3"
            data-testid={`member-${member.user_id}`}
          >
            <Avatar src={member.image} name={member.name} size={36} />
            <div className="min-w-0 flex-1">
              <div className="truncate text-sm font-semibold">
                {member.name}
                {member.user_id === currentUserId ? (
                  <span className="ml-1 font-normal text-muted">({t('you')})</span>
                ) : null}
              </div>
              <div className="truncate text-xs text-muted">{member.email}</div>
            </div>
            {manageable && member.role !== 'owner' ? (
              <>
                <RoleSelect
                  label={t('Role of :name', { name: member.name })}
                  hideLabel
                  value={member.role}
                  isDisabled={changeRole.isPending}
                  onChange={(newRole) =>
                    changeRole.mutate({
                      workspaceId: workspace.id,
                      userId: member.user_id,
                      role: newRole,
                    })
                  }
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('Remove :name', { name: member.name })}
                  isDisabled={remove.isPending}
                  onPress={() =>
                    remove.mutate({ workspaceId: workspace.id, userId: member.user_id })
                  }
                >
                  {t('Remove')}
                </Button>
              </>
            ) : (
              <span className="text-sm text-muted">{t(ROLE_LABELS[member.role])}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
