import { Outlet } from 'react-router';
import { AdminShellSlotsContext } from '@/features/admin/shell/admin-shell-slots';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { Logo } from '../../shell/navbar/logo';
import { UserMenu } from '../../shell/navbar/user-menu';

/** Lends the app shell's logo and user menu to the code-split admin frame below it. */
export function AdminShellRoute() {
  const user = useCurrentUser();
  return (
    <AdminShellSlotsContext
      value={{ logo: <Logo />, userMenu: user ? <UserMenu user={user} /> : null }}
    >
      <Outlet />
    </AdminShellSlotsContext>
  );
}
