import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RepostItem } from '@tonearm/shared/library/library.schemas';
import type { Playlist, Track, UserProfile } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { ResponseName } from '@tonearm/shared/http/response-schemas';
import { apiClient } from '@/lib/api-client';
import { LIST_PAGE_SIZE, useInfiniteList } from '@/lib/infinite-list';

/** GET users/{id}/profile. */
export async function getUserProfile(
  id: number,
): Promise<{ user: UserProfile; playlists: Playlist[] }> {
  const { data } = await apiClient
    .answering('userProfileResponseSchema')
    .get(`users/${id}/profile`);
  return data;
}

export const userProfileQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['users', id, 'profile'], queryFn: () => getUserProfile(id) });

export function useUserProfile(id: number) {
  return useQuery(userProfileQueryOptions(id));
}

export type ProfileTab = 'playlists' | 'reposts' | 'liked-tracks' | 'followers' | 'following';
const TAB_PATHS: Record<ProfileTab, string> = {
  playlists: 'playlists',
  reposts: 'reposts',
  'liked-tracks': 'liked-tracks',
  followers: 'followers',
  following: 'followed-users',
};
const TAB_ANSWERS = {
  playlists: 'playlistListResponseSchema',
  reposts: 'repostListResponseSchema',
  'liked-tracks': 'trackListResponseSchema',
  followers: 'userProfileListResponseSchema',
  following: 'userProfileListResponseSchema',
} as const satisfies Record<ProfileTab, ResponseName>;

/** GET users/{id}/playlists|reposts|followers|followed-users|liked-tracks?page. */
export async function getUserProfileTab(
  id: number,
  tab: ProfileTab,
  page = 1,
): Promise<Paginated<Playlist | RepostItem | Track | UserProfile>> {
  const { data } = await apiClient
    .answering(TAB_ANSWERS[tab])
    .get(`users/${id}/${TAB_PATHS[tab]}`, {
      params: { page, perPage: LIST_PAGE_SIZE },
    });
  return data.pagination;
}

/** A repost is one of a track or an album: the same id can be both. */
function tabItemKey(item: unknown): unknown {
  const row = item as Partial<RepostItem> & { id?: number };
  return row.type && row.item ? `${row.type}-${row.item.id}` : row.id;
}

/** A profile tab's rows, page after page as the visitor scrolls. */
export function useUserProfileTab(id: number, tab: ProfileTab) {
  return useInfiniteList({
    queryKey: ['users', id, tab],
    fetchPage: (page) => getUserProfileTab(id, tab, page),
    itemKey: tabItemKey,
  });
}
