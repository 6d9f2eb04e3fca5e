import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Album } from '@tonearm/shared/catalog/catalog.schemas';
import { apiClient } from '@/lib/api-client';

/** GET albums/{id}: the album with its tracks. */
export async function getAlbum(id: number): Promise<{ album: Album }> {
  const { data } = await apiClient.answering('albumResponseSchema').get(`albums/${id}`);
  return data;
}

export const albumQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['albums', id], queryFn: () => getAlbum(id) });

export function useAlbum(id: number) {
  return useQuery(albumQueryOptions(id));
}
