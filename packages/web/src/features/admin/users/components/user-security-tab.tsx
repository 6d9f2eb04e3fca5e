import { zodResolver } from '@/lib/zod-resolver';
import type { UserSession } from '@tonearm/shared/account/account.schemas';
import {
  setUserPasswordSchema,
  type AdminUserDetails,
  type SetUserPasswordPayload,
} from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { LogOut } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SessionDeviceIcon } from '@/components/account-kit/session-device-icon';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { confirmDanger } from '@/components/ui/modal/confirm-dialog';
import { openDialog } from '@/components/ui/modal/modal-store';
import { toast } from '@/components/ui/toast/toast-store';
import { Tooltip } from '@/components/ui/tooltip';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { applyServerErrors } from '@/lib/form-errors';
import { RelativeTime, useTrans } from '@/lib/i18n';
import { useUnbanUser } from '../api/ban-user';
import { useDeleteUsers } from '../api/delete-users';
import { useEndUserSession, useUserSessions } from '../api/get-user-sessions';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useSetUserPassword } from '../api/set-user-password';
import { BanUserDialog } from './ban-user-dialog';
import { formatDateTime } from './format-date-time';
import { UserPanel, UserPanelList } from './user-panel';
import { Form } from '@/components/ui/form';
import { MutationButton } from './mutation-button';

function BanPanel({ user, details }: { user: User; details: AdminUserDetails }) {
  const t = useTrans();
  const unban = useUnbanUser(user.id);
  const banned = !!user.banned_at;
  // Nobody bans themselves (the server refuses it too).
  const self = useCurrentUser()?.id === user.id;
  return (
    <UserPanel
      id="ban"
      title={t('Ban')}
      tone={banned ? 'danger' : 'default'}
      description={t(
        'A banned user sees the suspended screen on their next request; their sessions and access tokens end.',
      )}
      footer={
        banned ? (
          <MutationButton
            variant="secondary"
            mutation={unban}
            input={undefined}
            doneMessage={t('Ban lifted')}
          >
            {t('Lift ban')}
          </MutationButton>
        ) : (
          <Button
            variant="danger"
            isDisabled={self}
            onPress={() =>
              void openDialog<boolean>((close) => <BanUserDialog user={user} close={close} />, {
                label: t('Ban user'),
              })
            }
          >
            {t('Ban user')}
          </Button>
        )
      }
    >
      {banned ? (
        <dl className="grid gap-3 text-sm sm:grid-cols-3" data-testid="ban-state">
          <div>
            <dt className="text-muted">{t('Banned')}</dt>
            <dd className="font-medium">{formatDateTime(user.banned_at)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('Ends')}</dt>
            <dd className="font-medium">{formatDateTime(details.banned_until, t('Never'))}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('Reason')}</dt>
            <dd className="font-medium break-words">{details.ban_reason ?? '—'}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-muted" data-testid="ban-state">
          {self ? t('You cannot ban yourself.') : t('This user is not banned.')}
        </p>
      )}
    </UserPanel>
  );
}

function TwoFactorPanel({ user, details }: { user: User; details: AdminUserDetails }) {
  const t = useTrans();
  const reset = useResetTwoFactor(user.id);
  const handleReset = async () => {
    const confirmed = await confirmDanger({
      title: t('Reset two-factor authentication'),
      message: t('The user signs in with their password alone until they set it up again.'),
      confirmLabel: t('Reset'),
    });
    if (confirmed)
      reset.mutate(undefined, {
        onSuccess: () => toast.positive(t('Two-factor authentication reset')),
      });
  };
  return (
    <UserPanel
      id="two-factor"
      title={t('Two-factor authentication')}
      footer={
        <Button
          variant="secondary"
          isDisabled={!details.two_factor_enabled || reset.isPending}
          onPress={() => void handleReset()}
        >
          {t('Reset two-factor')}
        </Button>
      }
    >
      <p className="text-sm">
        {details.two_factor_enabled
          ? t('Two-factor authentication is on.')
          : t('Two-factor authentication is off.')}
      </p>
    </UserPanel>
  );
}

function PasswordPanel({ user }: { user: User }) {
  const t = useTrans();
  const setPassword = useSetUserPassword(user.id);
  const form = useForm<SetUserPasswordPayload>({
    resolver: zodResolver(setUserPasswordSchema),
    mode: 'onChange',
    defaultValues: { password: '' },
  });
  const handleSubmit = form.handleSubmit((values) =>
    setPassword.mutate(values, {
      onSuccess: () => {
        form.reset({ password: '' });
        toast.positive(t('Password changed. The user was signed out everywhere.'));
      },
      onError: (error) => applyServerErrors(error, form.setError, ['password']),
    }),
  );
  return (
    <Form onSubmit={handleSubmit} data-testid="set-password-form">
      <UserPanel
        id="password"
        title={t('Password')}
        description={t(
          'Setting a password signs the user out everywhere and revokes their access tokens.',
        )}
        footer={
          <Button
            type="submit"
            isDisabled={!form.formState.isValid || !form.formState.isDirty || setPassword.isPending}
          >
            {t('Set password')}
          </Button>
        }
      >
        <FormTextField
          control={form.control}
          name="password"
          type="password"
          label={t('New password')}
          autoComplete="new-password"
          className="max-w-md"
        />
      </UserPanel>
    </Form>
  );
}

function SessionItem({ userId, session }: { userId: number; session: UserSession }) {
  const t = useTrans();
  const end = useEndUserSession(userId);
  const device = [session.browser, session.platform].filter(Boolean).join(' · ');
  const place = [session.city, session.country, session.ip_address].filter(Boolean).join(' · ');
  return (
    <li className="flex items-center gap-4 py-3" data-testid="admin-session-row">
      <SessionDeviceIcon deviceType={session.device_type} size="size-10" />
      <div className="min-w-0 flex-1">
        <div className="truncate text-sm font-medium">{device || t('Unknown device')}</div>
        <div className="truncate text-xs text-muted">
          {place ? `${place} · ` : ''}
          {t('Last active')} <RelativeTime date={session.last_active} />
        </div>
      </div>
      <Tooltip label={t('Sign out this session')}>
        <MutationButton
          variant="ghost"
          size="sm"
          aria-label={t('Sign out this session')}
          mutation={end}
          input={session.id}
          doneMessage={t('Session ended')}
        >
          <LogOut className="size-4" aria-hidden />
        </MutationButton>
      </Tooltip>
    </li>
  );
}

function SessionsPanel({ user }: { user: User }) {
  const t = useTrans();
  const sessions = useUserSessions(user.id);
  return (
    <UserPanel id="sessions" title={t('Sessions')} description={t('Where this user is signed in.')}>
      <UserPanelList
        query={sessions}
        empty={t('No active sessions.')}
        renderItem={(session) => (
          <SessionItem key={session.id} userId={user.id} session={session} />
        )}
      />
    </UserPanel>
  );
}

function DeletePanel({ user }: { user: User }) {
  const t = useTrans();
  const navigate = useNavigate();
  const remove = useDeleteUsers();
  const self = useCurrentUser()?.id === user.id;
  const handleDelete = async () => {
    const confirmed = await confirmDanger({
      title: t('Delete user'),
      message: t('The account of :name will be deleted. This cannot be undone.', {
        name: user.name,
      }),
      confirmLabel: t('Delete'),
    });
    if (!confirmed) return;
    remove.mutate([user.id], {
      onSuccess: () => {
        toast.positive(t('User deleted'));
        void navigate('/admin/users');
      },
    });
  };
  return (
    <UserPanel
      id="delete"
      title={t('Delete user')}
      tone="danger"
      description={t('The account and what belongs to it are deleted for good.')}
      footer={
        <Button
          variant="danger"
          isDisabled={self || remove.isPending}
          onPress={() => void handleDelete()}
        >
          {t('Delete user')}
        </Button>
      }
    >
      <p className="text-sm text-muted">
        {self
          ? t('You cannot delete your own account from the users table.')
          : t('This cannot be undone.')}
      </p>
    </UserPanel>
  );
}

/** Security tab: ban, password, two-factor, sessions, and deleting the account. */
export function UserSecurityTab({ user, details }: { user: User; details: AdminUserDetails }) {
  return (
    <div className="flex flex-col gap-6">
      <BanPanel user={user} details={details} />
      <PasswordPanel user={user} />
      <TwoFactorPanel user={user} details={details} />
      <SessionsPanel user={user} />
      <DeletePanel user={user} />
    </div>
  );
}
