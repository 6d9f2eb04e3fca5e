import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { apiClient } from '@/lib/api-client';
import { LIST_PAGE_SIZE } from '@/lib/infinite-list';

/**
 * GET {path}?page&perPage: one page of an endpoint answering a track list (an artist's tracks,
 * a playlist's, the tracks with lyrics).
 */
export async function getTrackListPage(
  path: string,
  page = 1,
  perPage = LIST_PAGE_SIZE,
): Promise<Paginated<Track>> {
  const { data } = await apiClient
    .answering('trackListResponseSchema')
    .get(path, { params: { page, perPage } });
  return data.pagination;
}
