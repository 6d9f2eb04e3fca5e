import { useInfiniteQuery } from '@tanstack/react-query';
import type { Channel } from '@tonearm/shared/catalog/catalog.schemas';
import { apiClient } from '@/lib/api-client';
import { infiniteListOptions, LIST_PAGE_SIZE } from '@/lib/infinite-list';

/** GET channels/{slugOrId}?restriction=&page=: a channel with one page of its content. */
export async function getChannel(
  slugOrId: string,
  restriction?: string | null,
  page = 1,
): Promise<{ channel: Channel }> {
  const params: Record<string, string | number> = { page, perPage: LIST_PAGE_SIZE };
  if (restriction) params.restriction = restriction;
  const { data } = await apiClient
    .answering('channelResponseSchema')
    .get(`channels/${encodeURIComponent(slugOrId)}`, { params });
  return data;
}

/**
 * A channel page, its content page by page: `data.first.channel` is the channel, `data.items`
 * every loaded item of its content.
 */
export const channelQueryOptions = (slugOrId: string, restriction?: string | null) =>
  infiniteListOptions({
    queryKey: ['channels', slugOrId, restriction ?? null],
    fetchPage: async (page) => {
      const { channel } = await getChannel(slugOrId, restriction, page);
      return { channel, pagination: channel.content.pagination };
    },
  });

export function useChannel(slugOrId: string, restriction?: string | null) {
  return useInfiniteQuery(channelQueryOptions(slugOrId, restriction));
}
