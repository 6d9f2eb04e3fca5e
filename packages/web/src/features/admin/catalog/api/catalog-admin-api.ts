import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminChannelItem,
  ChannelInputPayload,
  GenreInputPayload,
  TagInputPayload,
} from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import type { Channel, ChannelContentType } from '@tonearm/shared/catalog/catalog.schemas';
import { apiClient } from '@/lib/api-client';
import { catalogAdminKeys } from '../catalog-admin-paths';

/** GET admin/channels/{slugOrId}: the channel with its manual items, for the editor. */
export function useAdminChannel(slugOrId: string | undefined) {
  return useQuery({
    queryKey: catalogAdminKeys.channel(slugOrId ?? ''),
    enabled: !!slugOrId,
    queryFn: async () =>
      (
        await apiClient
          .answering('adminChannelAnswerSchema')
          .get(`admin/channels/${encodeURIComponent(slugOrId!)}`)
      ).data.channel,
  });
}

/** POST admin/channels or PUT admin/channels/{id}; the form shows field errors itself. */
export function useSaveChannel(channelId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ChannelInputPayload) => {
      const { data } = channelId
        ? await apiClient
            .answering('adminChannelAnswerSchema')
            .put(`admin/channels/${channelId}`, payload)
        : await apiClient.answering('adminChannelAnswerSchema').post('admin/channels', payload);
      return data.channel;
    },
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'catalog'] }),
  });
}

/** POST admin/channels/preview with the unsaved values. */
export async function previewChannel(payload: ChannelInputPayload): Promise<Channel> {
  const { data } = await apiClient
    .answering('channelResponseSchema')
    .post('admin/channels/preview', payload);
  return data.channel;
}

export async function searchChannelItems(
  type: ChannelContentType,
  query: string,
): Promise<AdminChannelItem[]> {
  const { data } = await apiClient
    .answering('channelItemSearchAnswerSchema')
    .get('admin/channels/item-search', { params: { type, query } });
  return data.items;
}

export function useSaveGenre(genreId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: GenreInputPayload) =>
      genreId
        ? apiClient.put(`admin/genres/${genreId}`, payload)
        : apiClient.post('admin/genres', payload),
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogAdminKeys.genres }),
  });
}

export function useSaveTag(tagId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: TagInputPayload) =>
      tagId ? apiClient.put(`admin/tags/${tagId}`, payload) : apiClient.post('admin/tags', payload),
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogAdminKeys.tags }),
  });
}

/** POST admin/files/delete. */
export async function deleteFiles(ids: (string | number)[]): Promise<void> {
  await apiClient.post('admin/files/delete', { ids });
}
