import { Navigate } from 'react-router';
import { PlaylistPage } from '@/features/catalog/components/playlist-page';
import { paths } from '@/config/paths';
import { useIdParam } from './use-id-param';

export function PlaylistRoute() {
  const id = useIdParam('playlistId');
  return id ? (
    <PlaylistPage key={id} playlistId={id} />
  ) : (
    <Navigate to={paths.notFound()} replace />
  );
}
