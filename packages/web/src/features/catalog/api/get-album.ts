import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Album } from '@tonearm/shared/catalog/catalog.schemas';
import { answerBody } from '@/lib/api-client';

/** GET albums/{id}: the album with its tracks. */
export function getAlbum(id: number): Promise<{ album: Album }> {
  return answerBody('albumResponseSchema').get(`albums/${id}`);
}

export const albumQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['albums', id], queryFn: () => getAlbum(id) });

export function useAlbum(id: number) {
  return useQuery(albumQueryOptions(id));
}
