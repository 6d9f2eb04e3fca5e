import { toast } from '@/components/ui/toast/toast-store';
import { useTrans } from '@/lib/i18n';
import { useCreateRole } from '../api/create-role';
import { usePermissions } from '../api/get-permissions';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { adminPaths } from '../role-paths';
import { RoleForm } from './role-form';
import { AdminEditorPage } from '@/features/admin/shell/admin-editor-page';
import { useCreateThenEdit } from '@/features/admin/shell/use-create-then-edit';

/** `/admin/roles/new`. */
export function NewRolePage() {
  const t = useTrans();
  const permissions = usePermissions();
  const create = useCreateRole();
  const createThenEdit = useCreateThenEdit(create, t('Role created'), (role) =>
    adminPaths.editRole(role.id),
  );
  return (
    <AdminEditorPage
      title={t('New role')}
      back={{ label: t('Roles'), to: adminPaths.roles() }}
      crumb={{ label: t('New role'), to: adminPaths.newRole() }}
      queries={[permissions]}
    >
      {(allPermissions) => (
        <RoleForm
          permissions={allPermissions}
          submitLabel={t('Create role')}
          isPending={create.isPending}
          onSubmit={createThenEdit}
        />
      )}
    </AdminEditorPage>
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
    <AdminEditorPage
      title={title}
      back={{ label: t('Roles'), to: adminPaths.roles() }}
      crumb={{ label: role.data?.name ?? t('Edit role'), to: adminPaths.editRole(roleId) }}
      queries={[permissions, role]}
    >
      {(allPermissions, saved) => (
        <RoleForm
          // A new form for another role (or once saved elsewhere) starts from its values.
          key={`${saved.id}-${saved.updated_at}`}
          role={saved}
          permissions={allPermissions}
          submitLabel={t('Save changes')}
          isPending={update.isPending}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: roleId, ...values });
            toast.positive(t('Role saved'));
          }}
        />
      )}
    </AdminEditorPage>
  );
}
