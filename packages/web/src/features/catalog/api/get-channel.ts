import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Channel } from '@/features/catalog/catalog-types';
import { apiClient } from '@/lib/api-client';

/** GET channels/{slugOrId}?restriction=: a channel with the first page of its content. */
export async function getChannel(
  slugOrId: string,
  restriction?: string | null,
  page = 1,
): Promise<{ channel: Channel }> {
  const params: Record<string, string | number> = { page };
  if (restriction) params.restriction = restriction;
  const { data } = await apiClient.get<{ channel: Channel }>(
    `channels/${encodeURIComponent(slugOrId)}`,
    { params },
  );
  return data;
}

export const channelQueryOptions = (slugOrId: string, restriction?: string | null) =>
  queryOptions({
    queryKey: ['channels', slugOrId, restriction ?? null],
    queryFn: () => getChannel(slugOrId, restriction),
  });

export function useChannel(slugOrId: string, restriction?: string | null) {
  return useQuery(channelQueryOptions(slugOrId, restriction));
}
