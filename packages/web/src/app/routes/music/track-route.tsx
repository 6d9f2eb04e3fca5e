import { Navigate } from 'react-router';
import { TrackPage } from '@/features/catalog/components/track-page';
import { paths } from '@/config/paths';
import { useIdParam } from './use-id-param';

export function TrackRoute() {
  const id = useIdParam('trackId');
  return id ? <TrackPage key={id} trackId={id} /> : <Navigate to={paths.notFound()} replace />;
}
