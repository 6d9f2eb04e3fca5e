import { toast } from '@/components/ui/toast/toast-store';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { useTrans } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { useCreateRole } from '../api/create-role';
import { usePermissions } from '../api/get-permissions';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { adminPaths } from '../role-paths';
import { RoleForm } from './role-form';
import { EditorPageLoadError, EditorPageLoading } from '@/features/admin/shell/editor-page-states';

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
        <EditorPageLoading />
      ) : permissions.isError ? (
        <EditorPageLoadError onRetry={() => void permissions.refetch()} />
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
        <EditorPageLoading />
      ) : permissions.isError || role.isError ? (
        <EditorPageLoadError
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
