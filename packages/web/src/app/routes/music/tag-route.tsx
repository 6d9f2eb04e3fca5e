import { Navigate, useParams } from 'react-router';
import type { TagTab } from '@/features/catalog/api/get-tag';
import { TagPage } from '@/features/catalog/components/tag-page';
import { paths } from '@/config/paths';

export function TagRoute() {
  const { tagName = '', tab } = useParams();
  if (tab && tab !== 'tracks' && tab !== 'albums')
    return <Navigate to={paths.notFound()} replace />;
  return <TagPage name={tagName} tab={(tab as TagTab | undefined) ?? 'tracks'} />;
}
