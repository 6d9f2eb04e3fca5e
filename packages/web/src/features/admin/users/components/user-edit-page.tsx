import { clsx } from 'clsx';
import { Link, Navigate, useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { useTrans } from '@/lib/i18n';
import { useAdminUser } from '../api/get-admin-user';
import { UserApiTab } from './user-api-tab';
import { UserDatesTab } from './user-dates-tab';
import { UserDetailsTab } from './user-details-tab';
import { adminUserPath, isUserEditTab, USER_EDIT_TABS, type UserEditTab } from './user-paths';
import { UserPermissionsTab } from './user-permissions-tab';
import { UserSecurityTab } from './user-security-tab';

const TAB_LABELS: Record<UserEditTab, string> = {
  details: 'Details',
  permissions: 'Permissions',
  security: 'Security',
  date: 'Date',
  api: 'Api',
};

/** `/admin/users/{userId}/{tab}`: the five tabs of one user. */
export function UserEditPage() {
  const t = useTrans();
  const params = useParams();
  const userId = Number(params.userId);
  const validId = Number.isInteger(userId) && userId > 0;
  const query = useAdminUser(validId ? userId : 0);
  if (!validId) return <Navigate to="/admin/users" replace />;
  if (params.tab !== undefined && !isUserEditTab(params.tab))
    return <Navigate to={adminUserPath(userId)} replace />;
  const tab: UserEditTab = isUserEditTab(params.tab) ? params.tab : 'details';

  if (query.isPending)
    return (
      <div className="space-y-4" aria-busy="true">
        <div className="h-10 w-64 animate-pulse rounded-lg bg-bg-alt" />
        <div className="h-64 animate-pulse rounded-panel bg-bg-alt" />
      </div>
    );
  if (query.isError) throw query.error;
  const { user, details } = query.data;

  return (
    <>
      <AdminPageHeader
        title={user.name}
        breadcrumbs={[
          { label: t('Users'), to: '/admin/users' },
          { label: user.name, to: adminUserPath(user.id) },
        ]}
      />
      <div className="mb-6 flex items-center gap-3 text-sm text-muted">
        <Avatar src={user.image} name={user.name} size={28} />
        <span className="truncate">{user.email}</span>
        {user.banned_at ? (
          <span className="rounded-full bg-danger/12 px-2 py-0.5 text-xs font-semibold text-danger">
            {t('Banned')}
          </span>
        ) : null}
      </div>
      <nav aria-label={t('User sections')} className="mb-6 overflow-x-auto border-b border-divider">
        <ul className="flex min-w-max gap-1">
          {USER_EDIT_TABS.map((name) => (
            <li key={name}>
              <Link
                to={adminUserPath(user.id, name)}
                aria-current={name === tab ? 'page' : undefined}
                className={clsx(
                  '-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium outline-none transition',
                  'focus-visible:ring-2 focus-visible:ring-primary',
                  name === tab
                    ? 'border-primary text-fg'
                    : 'border-transparent text-muted hover:text-fg',
                )}
              >
                {t(TAB_LABELS[name])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'details' ? <UserDetailsTab user={user} /> : null}
      {tab === 'permissions' ? (
        <UserPermissionsTab userId={user.id} permissions={details.direct_permissions} />
      ) : null}
      {tab === 'security' ? <UserSecurityTab user={user} details={details} /> : null}
      {tab === 'date' ? <UserDatesTab user={user} details={details} /> : null}
      {tab === 'api' ? <UserApiTab userId={user.id} /> : null}
    </>
  );
}
