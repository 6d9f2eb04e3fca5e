import { Navigate } from 'react-router';
import { ArtistPage } from '@/features/catalog/components/artist-page';
import { paths } from '@/config/paths';
import { useIdParam } from './use-id-param';

export function ArtistRoute() {
  const id = useIdParam('artistId');
  return id ? <ArtistPage key={id} artistId={id} /> : <Navigate to={paths.notFound()} replace />;
}
