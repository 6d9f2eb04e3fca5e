import { AdminLayout } from '@/features/admin/shell/admin-layout';
import { useCurrentUser } from '@/lib/bootstrap-store';
import { Logo } from '../../shell/navbar/logo';
import { UserMenu } from '../../shell/navbar/user-menu';

/** The admin frame with the app shell's logo and user menu. */
export function AdminLayoutRoute() {
  const user = useCurrentUser();
  return <AdminLayout logo={<Logo />} userMenu={user ? <UserMenu user={user} /> : null} />;
}
