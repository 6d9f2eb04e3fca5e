import { UserEditPage } from '@/features/admin/users/components/user-edit-page';

/** `/admin/users/{userId}/{tab?}` (users.update). */
export function UserEditRoute() {
  return <UserEditPage />;
}
