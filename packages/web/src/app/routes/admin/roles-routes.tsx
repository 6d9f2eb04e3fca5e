import { useParams } from 'react-router';
import { EditRolePage, NewRolePage } from '@/features/admin/roles/components/role-editor-page';
import { RolesPage } from '@/features/admin/roles/components/roles-page';
import { NotFoundRoute } from '../not-found-route';

/** `/admin/roles` (roles.update). */
export function RolesRoute() {
  return <RolesPage />;
}

/** `/admin/roles/new`. */
export function NewRoleRoute() {
  return <NewRolePage />;
}

/** `/admin/roles/:roleId/edit`; an id that is not a whole number is not a page. */
export function EditRoleRoute() {
  const { roleId } = useParams();
  const id = /^\d{1,10}$/.test(roleId ?? '') ? Number(roleId) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundRoute />;
  return <EditRolePage key={id} roleId={id} />;
}
