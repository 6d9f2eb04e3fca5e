import { toast } from '@/components/ui/toast/toast-store';
import { AdminPageHeader } from '@/features/admin/shell/admin-page-header';
import { useTrans } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { useCreateRole } from '../api/create-role';
import { usePermissions } from '../api/get-permissions';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { adminPaths } from '../role-paths';
import { RoleForm } from './role-form';

function Loading() {
  const t = useTrans();
  return (
    <div role="status" className="flex flex-col gap-4" aria-label={t('Loading')}>
      <div className="h-48 animate-pulse rounded-xl bg-fg/5" />
      <div className="h-96 animate-pulse rounded-xl bg-fg/5" />
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTrans();
  return (
    <div role="alert" className="rounded-xl border border-divider p-8 text-center">
      <p className="font-medium">{t('This page could not be loaded.')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 text-sm font-semibold text-primary hover:underline"
      >
        {t('Try again')}
      </button>
    </div>
  );
}

/** `/admin/roles/new`. */
export function NewRolePage() {
  const t = useTrans();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const create = useCreateRole();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <AdminPageHeader
        title={t('New role')}
        breadcrumbs={[
          { label: t('Roles'), to: adminPaths.roles() },
          { label: t('New role'), to: adminPaths.newRole() },
        ]}
      />
      {permissions.isPending ? (
        <Loading />
      ) : permissions.isError ? (
        <LoadError onRetry={() => void permissions.refetch()} />
      ) : (
        <RoleForm
          permissions={permissions.data}
          submitLabel={t('Create role')}
          isPending={create.isPending}
          onSubmit={async (values) => {
            const role = await create.mutateAsync(values);
            toast.positive(t('Role created'));
            await navigate(adminPaths.editRole(role.id));
          }}
        />
      )}
    </div>
  );
}

/** `/admin/roles/:roleId/edit`. */
export function EditRolePage({ roleId }: { roleId: number }) {
  const t = useTrans();
  const permissions = usePermissions();
  const role = useRole(roleId);
  const update = useUpdateRole();
  const title = role.data ? t('Edit “:name”', { name: role.data.name }) : t('Edit role');
  return (
    <div className="mx-auto w-full max-w-4xl">
      <AdminPageHeader
        title={title}
        breadcrumbs={[
          { label: t('Roles'), to: adminPaths.roles() },
          { label: role.data?.name ?? t('Edit role'), to: adminPaths.editRole(roleId) },
        ]}
      />
      {permissions.isPending || role.isPending ? (
        <Loading />
      ) : permissions.isError || role.isError ? (
        <LoadError
          onRetry={() => {
            void permissions.refetch();
            void role.refetch();
          }}
        />
      ) : (
        <RoleForm
          // A new form for another role (or once saved elsewhere) starts from its values.
          key={`${role.data.id}-${role.data.updated_at}`}
          role={role.data}
          permissions={permissions.data}
          submitLabel={t('Save changes')}
          isPending={update.isPending}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: roleId, ...values });
            toast.positive(t('Role saved'));
          }}
        />
      )}
    </div>
  );
}
