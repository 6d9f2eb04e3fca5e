import type { AdminUserDetails } from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { useTrans } from '@/lib/i18n';
import { formatDateTime } from './format-date-time';
import { UserPanel } from './user-panel';

/** Date tab: when the account was made, verified, last logged in and last active. */
export function UserDatesTab({ user, details }: { user: User; details: AdminUserDetails }) {
  const t = useTrans();
  const rows = [
    [t('Created'), formatDateTime(user.created_at)],
    [t('Email verified'), formatDateTime(user.email_verified_at, t('Not verified'))],
    [t('Last login'), formatDateTime(details.last_login_at, t('Never'))],
    [t('Last active'), formatDateTime(details.last_active_at, t('Never'))],
    [t('Updated'), formatDateTime(details.updated_at)],
  ] as const;
  return (
    <UserPanel id="dates" title={t('Dates')}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2" data-testid="user-dates">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-divider px-4 py-3">
            <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
            <dd className="mt-1 text-sm font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </UserPanel>
  );
}
