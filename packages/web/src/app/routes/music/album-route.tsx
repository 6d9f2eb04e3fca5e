import { Navigate } from 'react-router';
import { AlbumPage } from '@/features/catalog/components/album-page';
import { paths } from '@/config/paths';
import { useIdParam } from './use-id-param';

export function AlbumRoute() {
  const id = useIdParam('albumId');
  return id ? <AlbumPage key={id} albumId={id} /> : <Navigate to={paths.notFound()} replace />;
}
