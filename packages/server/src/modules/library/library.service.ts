import type {
  Album,
  Artist,
  Playlist,
  Track,
  UserProfile,
} from '@tonearm/shared/catalog/catalog.schemas';
import type {
  FollowPayload,
  LikePayload,
  RepostItem,
  RepostPayload,
} from '@tonearm/shared/library/library.schemas';
import type { Paginated, PaginationQuery } from '@tonearm/shared/http/http.schemas';
import { paginate } from '@tonearm/shared/http/http.schemas';
import { notFound, ValidationError } from '../../platform/errors';
import type { CatalogService, Viewer } from '../catalog/catalog.service';
import type { FollowType, LibraryRepository } from './library.repository';
import {
  newFollowerMessage,
  type NotificationsService,
} from '../notifications/notifications.service';

const offsetOf = (q: PaginationQuery) => (q.page - 1) * q.perPage;

/** Likes, follows, reposts, the personal library and public profiles. */
export class LibraryService {
  constructor(
    private readonly repo: LibraryRepository,
    private readonly catalog: CatalogService,
    /** A user followed by someone new hears of it. */
    private readonly notifications?: NotificationsService,
  ) {}

  async like(userId: number, input: LikePayload, on: boolean): Promise<void> {
    // Unliking stays possible once the item is hidden; liking needs one the user can see.
    const viewer = on ? { id: userId } : undefined;
    if (!(await this.repo.exists(input.likeable_type, input.likeable_id, viewer))) throw notFound();
    if (on) await this.repo.like(userId, input.likeable_type, input.likeable_id);
    else await this.repo.unlike(userId, input.likeable_type, input.likeable_id);
  }

  async follow(userId: number, input: FollowPayload, on: boolean): Promise<void> {
    if (input.followable_type === 'user' && input.followable_id === userId && on) {
      throw ValidationError.field('followable_id', 'You cannot follow yourself.');
    }
    if (!(await this.repo.exists(input.followable_type, input.followable_id))) throw notFound();
    if (!on) {
      await this.repo.unfollow(userId, input.followable_type, input.followable_id);
      return;
    }
    const isNew = await this.repo.follow(userId, input.followable_type, input.followable_id);
    if (isNew && input.followable_type === 'user')
      await this.tellFollowed(userId, input.followable_id);
  }

  private async tellFollowed(followerId: number, followedId: number): Promise<void> {
    if (!this.notifications || followerId === followedId) return;
    try {
      const [follower] = await this.repo.users([followerId]);
      if (follower) {
        await this.notifications.notify(followedId, 'follower.new', newFollowerMessage(follower));
      }
    } catch (error) {
      this.notifications.reportFailure(`follow of user ${followedId}`, error);
    }
  }

  /** Who follows each of `ids` (the artists of a new release), in one query. */
  followersOf(type: FollowType, ids: number[]): Promise<Map<number, number[]>> {
    return this.repo.followersOf(type, ids);
  }

  /** Playlists are followed through playlists/{id}/follow, after the visibility check there. */
  async followPlaylist(userId: number, playlistId: number, on: boolean): Promise<void> {
    if (on) await this.repo.follow(userId, 'playlist', playlistId);
    else await this.repo.unfollow(userId, 'playlist', playlistId);
  }

  async repost(userId: number, input: RepostPayload, on: boolean): Promise<void> {
    const viewer = on ? { id: userId } : undefined;
    if (!(await this.repo.exists(input.repostable_type, input.repostable_id, viewer)))
      throw notFound();
    if (on) await this.repo.repost(userId, input.repostable_type, input.repostable_id);
    else await this.repo.unrepost(userId, input.repostable_type, input.repostable_id);
  }

  async likedTracks(
    userId: number,
    query: PaginationQuery & {
      orderBy: 'liked_at' | 'name' | 'duration_ms' | 'plays_count';
      orderDir: 'asc' | 'desc';
    },
    viewer: Viewer,
  ): Promise<Paginated<Track>> {
    const { ids, total } = await this.repo.likedTrackIds(
      userId,
      { by: query.orderBy, dir: query.orderDir },
      query.perPage,
      offsetOf(query),
      viewer,
    );
    return paginate(await this.catalog.tracks(ids, viewer), total, query);
  }

  async likedAlbums(userId: number, query: PaginationQuery): Promise<Paginated<Album>> {
    const { ids, total } = await this.repo.likedIds(
      userId,
      'album',
      query.perPage,
      offsetOf(query),
      { id: userId },
    );
    return paginate(await this.catalog.albums(ids, { id: userId }), total, query);
  }

  async artists(userId: number, query: PaginationQuery): Promise<Paginated<Artist>> {
    const { ids, total } = await this.repo.libraryArtistIds(userId, query.perPage, offsetOf(query));
    return paginate(await this.catalog.artists(ids, { id: userId }), total, query);
  }

  /**
   * "Your playlists": with a workspace active (the request hook has checked membership), the
   * workspace's playlists; else the user's own, shared and followed ones.
   */
  async playlists(
    userId: number,
    query: PaginationQuery,
    workspaceId = 0,
  ): Promise<Paginated<Playlist>> {
    const { ids, total } = workspaceId
      ? await this.repo.workspacePlaylistIds(workspaceId, query.perPage, offsetOf(query))
      : await this.repo.libraryPlaylistIds(userId, query.perPage, offsetOf(query));
    return paginate(await this.catalog.playlists(ids, { id: userId }), total, query);
  }

  async history(userId: number, query: PaginationQuery): Promise<Paginated<Track>> {
    const { rows, total } = await this.repo.history(userId, query.perPage, offsetOf(query), {
      id: userId,
    });
    const tracks = await this.catalog.tracks(
      rows.map((r) => r.track_id),
      { id: userId },
    );
    const byId = new Map(tracks.map((t) => [t.id, t]));
    const data = rows.flatMap((r): Track[] => {
      const track = byId.get(r.track_id);
      return track ? [{ ...track, played_at: r.created_at }] : [];
    });
    return paginate(data, total, query);
  }

  // ---- Profiles -----------------------------------------------------------------------------

  async profiles(ids: number[], viewer: Viewer): Promise<UserProfile[]> {
    const [users, followers, following, followed] = await Promise.all([
      this.repo.users(ids),
      this.repo.followerCounts(ids),
      this.repo.followingCounts(ids),
      viewer ? this.repo.followsUsers(viewer.id, ids) : null,
    ]);
    const map = new Map(users.map((u) => [u.id, u]));
    return ids
      .map((id) => map.get(id))
      .filter((u): u is NonNullable<typeof u> => !!u)
      .map((u) => ({
        id: u.id,
        name: u.name,
        image: u.image,
        followers_count: followers.get(u.id) ?? 0,
        following_count: following.get(u.id) ?? 0,
        ...(followed ? { followed: followed.has(u.id) } : {}),
      }));
  }

  async profilePage(userId: number, viewer: Viewer) {
    const [user] = await this.profiles([userId], viewer);
    if (!user) throw notFound();
    const { ids } = await this.repo.userPlaylistIds(userId, viewer?.id === userId, 50, 0);
    return { user, playlists: await this.catalog.playlists(ids, viewer) };
  }

  private async assertUser(userId: number): Promise<void> {
    if (!(await this.repo.exists('user', userId))) throw notFound();
  }

  async userPlaylists(userId: number, query: PaginationQuery, viewer: Viewer) {
    await this.assertUser(userId);
    const { ids, total } = await this.repo.userPlaylistIds(
      userId,
      viewer?.id === userId,
      query.perPage,
      offsetOf(query),
    );
    return paginate(await this.catalog.playlists(ids, viewer), total, query);
  }

  async userFollowers(userId: number, query: PaginationQuery, viewer: Viewer) {
    await this.assertUser(userId);
    const { ids, total } = await this.repo.followerIds(userId, query.perPage, offsetOf(query));
    return paginate(await this.profiles(ids, viewer), total, query);
  }

  async userFollowedUsers(userId: number, query: PaginationQuery, viewer: Viewer) {
    await this.assertUser(userId);
    const { ids, total } = await this.repo.followedUserIds(userId, query.perPage, offsetOf(query));
    return paginate(await this.profiles(ids, viewer), total, query);
  }

  /** What a user reposted (tracks and albums), newest first. */
  async userReposts(
    userId: number,
    query: PaginationQuery,
    viewer: Viewer,
  ): Promise<Paginated<RepostItem>> {
    await this.assertUser(userId);
    const { rows, total } = await this.repo.repostPage(
      userId,
      query.perPage,
      offsetOf(query),
      viewer,
    );
    const idsOf = (type: string) =>
      rows.filter((r) => r.repostable_type === type).map((r) => r.repostable_id);
    const [tracks, albums] = await Promise.all([
      this.catalog.tracks(idsOf('track'), viewer),
      this.catalog.albums(idsOf('album'), viewer),
    ]);
    const trackMap = new Map(tracks.map((t) => [t.id, t]));
    const albumMap = new Map(albums.map((a) => [a.id, a]));
    const data = rows.flatMap((r): RepostItem[] => {
      const reposted_at = r.created_at;
      if (r.repostable_type === 'album') {
        const item = albumMap.get(r.repostable_id);
        return item ? [{ type: 'album', item, reposted_at }] : [];
      }
      const item = trackMap.get(r.repostable_id);
      return item ? [{ type: 'track', item, reposted_at }] : [];
    });
    return paginate(data, total, query);
  }

  async userLikedTracks(userId: number, query: PaginationQuery, viewer: Viewer) {
    await this.assertUser(userId);
    return this.likedTracks(userId, { ...query, orderBy: 'liked_at', orderDir: 'desc' }, viewer);
  }
}
