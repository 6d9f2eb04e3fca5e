import { queryOptions } from '@tanstack/react-query';
import type { RadioResponse, RadioSeedType } from '@tonearm/shared/player/player.schemas';
import { apiClient } from '@/lib/api-client';

export type { RadioResponse };

/** GET radio/{seedType}/{seedId}?exclude=…&limit=…: recommended tracks, never the excluded ones. */
export async function getRadio(
  seedType: RadioSeedType,
  seedId: number,
  exclude: number[] = [],
  limit = 20,
): Promise<RadioResponse> {
  const params: Record<string, string | number> = { limit };
  if (exclude.length) params.exclude = exclude.join(',');
  const { data } = await apiClient
    .answering('radioResponseSchema')
    .get(`radio/${seedType}/${seedId}`, { params });
  return data;
}

export const radioQueryOptions = (seedType: RadioSeedType, seedId: number) =>
  queryOptions({
    queryKey: ['radio', seedType, seedId],
    queryFn: () => getRadio(seedType, seedId),
    staleTime: Infinity,
    gcTime: 0,
  });
