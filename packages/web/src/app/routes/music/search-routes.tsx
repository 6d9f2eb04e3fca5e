import { SEARCH_TYPES, type SearchType } from '@tonearm/shared/search/search-types';
import { Navigate, useParams } from 'react-router';
import { SearchPage } from '@/features/search/components/search-page';
import { paths } from '@/config/paths';

export function SearchRoute() {
  const { query = '', tab } = useParams();
  if (tab && !SEARCH_TYPES.includes(tab as SearchType))
    return <Navigate to={paths.searchTab(query)} replace />;
  return <SearchPage query={query} tab={tab as SearchType | undefined} />;
}
