import { UsersPage } from '@/features/admin/users/components/users-page';

/** `/admin/users` (users.update). */
export function UsersRoute() {
  return <UsersPage />;
}
