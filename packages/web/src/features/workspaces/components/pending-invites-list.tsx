import type { WorkspaceWithMembers } from '@tonearm/shared/workspaces/workspaces.constants';
import { Button } from '@/components/ui/button';
import { RelativeTime, useTrans } from '@/lib/i18n';
import { useCancelInvite, useResendInvite } from '../api/manage-invite';
import { ROLE_LABELS } from './role-select';

/** Invitations not yet answered (owners and admins): resend the mail or cancel. */
export function PendingInvitesList({ workspace }: { workspace: WorkspaceWithMembers }) {
  const t = useTrans();
  const resend = useResendInvite();
  const cancel = useCancelInvite();
  const actions = [
    { label: 'Resend', ariaLabel: 'Resend invitation to :email', mutation: resend },
    { label: 'Cancel', ariaLabel: 'Cancel invitation to :email', mutation: cancel },
  ];
  if (workspace.invites.length === 0) return null;
  return (
    <section aria-labelledby="pending-invites-heading">
      <h3 id="pending-invites-heading" className="mb-1 text-sm font-semibold">
        {t('Pending invitations')}
      </h3>
      <ul className="divide-y divide-divider" data-testid="pending-invites">
        {workspace.invites.map((invite) => (
          <li key={invite.id} className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <div className="truncate text-sm">{invite.email}</div>
              <div className="text-xs text-muted">
                {t(ROLE_LABELS[invite.role])} · <RelativeTime date={invite.created_at} />
              </div>
            </div>
            {actions.map((action) => (
              <Button
                key={action.label}
                variant="ghost"
                size="sm"
                aria-label={t(action.ariaLabel, { email: invite.email })}
                isDisabled={action.mutation.isPending}
                onPress={() =>
                  action.mutation.mutate({ workspaceId: workspace.id, inviteId: invite.id })
                }
              >
                {t(action.label)}
              </Button>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
