import { Navigate, useParams } from 'react-router';
import type { ProfileTab } from '@/features/catalog/api/get-user-profile';
import { PROFILE_TABS, UserProfilePage } from '@/features/catalog/components/user-profile-page';
import { paths } from '@/config/paths';
import { useIdParam } from './use-id-param';

export function UserProfileRoute() {
  const id = useIdParam('userId');
  const { tab } = useParams();
  if (!id || (tab && !PROFILE_TABS.includes(tab as ProfileTab)))
    return <Navigate to={paths.notFound()} replace />;
  return (
    <UserProfilePage key={id} userId={id} tab={(tab as ProfileTab | undefined) ?? 'playlists'} />
  );
}
