import { EditRolePage } from '@/features/admin/roles/components/role-editor-page';
import { IdParamRoute } from '../id-param-route';

export { NewRolePage } from '@/features/admin/roles/components/role-editor-page';
export { RolesPage } from '@/features/admin/roles/components/roles-page';

/** `/admin/roles/:roleId/edit`; an id that is not a whole number is not a page. */
export function EditRoleRoute() {
  return <IdParamRoute param="roleId" render={(id) => <EditRolePage key={id} roleId={id} />} />;
}
