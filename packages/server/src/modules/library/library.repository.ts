import { sql } from 'kysely';
import {
  collaboratingPlaylistIds,
  refersToVisibleMusic,
  visibleMusic,
  type Viewer,
} from '../catalog/visibility.queries';
import {
  addReaction,
  reactedBy,
  reactionCounts,
  removeReaction,
} from '../catalog/reactions.queries';
import { newestPlaylistPage, playlistsAsP } from '../catalog/playlist-pages.queries';
import { userRefsByIds } from '../users/user-refs.queries';
import type { DB } from '../../platform/db/database';
import { fetchIdPage, fetchPage } from '../../platform/db/list-query';

export type LikeType = 'track' | 'album' | 'artist';
export type FollowType = 'artist' | 'user' | 'playlist';
export type RepostType = 'track' | 'album';

const TABLE_OF = {
  track: 'tracks',
  album: 'albums',
  artist: 'artists',
  user: 'users',
  playlist: 'playlists',
} as const;

export interface IdPage {
  ids: number[];
  total: number;
}

export class LibraryRepository {
  constructor(private readonly db: DB) {}

  /** Whether it exists; tracks and albums only when `viewer` may see them. */
  async exists(type: keyof typeof TABLE_OF, id: number, viewer?: Viewer): Promise<boolean> {
    const table = TABLE_OF[type];
    let query = this.db.selectFrom(table).select('id').where('id', '=', id);
    if (viewer !== undefined && (table === 'tracks' || table === 'albums'))
      query = query.where(visibleMusic(viewer, table));
    return !!(await query.executeTakeFirst());
  }

  async like(userId: number, type: LikeType, id: number): Promise<void> {
    await addReaction(this.db, 'likes', userId, type, id);
  }

  unlike(userId: number, type: LikeType, id: number): Promise<void> {
    return removeReaction(this.db, 'likes', userId, type, id);
  }

  /** Answers whether the follow is new (following twice changes nothing). */
  follow(userId: number, type: FollowType, id: number): Promise<boolean> {
    return addReaction(this.db, 'follows', userId, type, id);
  }

  /** The followers of each of `ids` (artists, users), in one query. */
  async followersOf(type: FollowType, ids: number[]): Promise<Map<number, number[]>> {
    const followers = new Map<number, number[]>();
    if (!ids.length) return followers;
    const rows = await this.db
      .selectFrom('follows')
      .select(['followable_id', 'user_id'])
      .where('followable_type', '=', type)
      .where('followable_id', 'in', ids)
      .execute();
    for (const row of rows) {
      followers.set(row.followable_id, [...(followers.get(row.followable_id) ?? []), row.user_id]);
    }
    return followers;
  }

  unfollow(userId: number, type: FollowType, id: number): Promise<void> {
    return removeReaction(this.db, 'follows', userId, type, id);
  }

  async repost(userId: number, type: RepostType, id: number): Promise<void> {
    await addReaction(this.db, 'reposts', userId, type, id);
  }

  unrepost(userId: number, type: RepostType, id: number): Promise<void> {
    return removeReaction(this.db, 'reposts', userId, type, id);
  }

  /**
   * A user's reposts, newest first. Reposts point at rows by type and id without a foreign key,
   * so those whose track or album is gone, or hidden from `viewer` (a draft, private or not yet
   * released), are left out of the page and the count.
   */
  async repostPage(userId: number, limit: number, offset: number, viewer: Viewer) {
    const base = this.db
      .selectFrom('reposts as r')
      .where('r.user_id', '=', userId)
      .where((eb) =>
        eb.or(
          (['track', 'album'] as const).map((type) =>
            eb.and([
              eb('r.repostable_type', '=', type),
              refersToVisibleMusic(TABLE_OF[type], 'r.repostable_id', viewer),
            ]),
          ),
        ),
      );
    return fetchPage(
      this.db,
      base
        .select(['r.repostable_type', 'r.repostable_id', 'r.created_at'])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.repostable_type')
        .orderBy('r.repostable_id', 'desc'),
      { limit, offset },
      base,
    );
  }

  /** A user's likes of one kind, as `l`, to join what was liked to. */
  private likesOf(userId: number, type: 'track' | 'album') {
    return this.db
      .selectFrom('likes as l')
      .where('l.user_id', '=', userId)
      .where('l.likeable_type', '=', type);
  }

  /** Liked tracks `viewer` still sees (a liked track made private leaves page and count). */
  async likedTrackIds(
    userId: number,
    order: { by: 'liked_at' | 'name' | 'duration_ms' | 'plays_count'; dir: 'asc' | 'desc' },
    limit: number,
    offset: number,
    viewer: Viewer,
  ): Promise<IdPage> {
    const base = this.likesOf(userId, 'track')
      .innerJoin('tracks as t', 't.id', 'l.likeable_id')
      .where(visibleMusic(viewer, 't'));
    let query = base.select('t.id');
    query =
      order.by === 'liked_at'
        ? query.orderBy('l.created_at', order.dir)
        : query.orderBy(`t.${order.by}`, order.dir);
    return fetchIdPage(this.db, query.orderBy('t.id', 'desc'), { limit, offset }, base);
  }

  /** Liked albums `viewer` still sees. */
  async likedIds(
    userId: number,
    type: 'album',
    limit: number,
    offset: number,
    viewer: Viewer,
  ): Promise<IdPage> {
    const base = this.likesOf(userId, type)
      .innerJoin('albums as al', 'al.id', 'l.likeable_id')
      .where(visibleMusic(viewer, 'al'));
    return fetchIdPage(
      this.db,
      base.select('l.likeable_id as id').orderBy('l.created_at', 'desc'),
      { limit, offset },
      base,
    );
  }

  /** Artists the user follows or likes, the most recent first. */
  async libraryArtistIds(userId: number, limit: number, offset: number): Promise<IdPage> {
    const union = sql<{ id: number; at: string }>`(
      select followable_id as id, created_at as at from follows where user_id = ${userId} and followable_type = 'artist'
      union
      select likeable_id as id, created_at as at from likes where user_id = ${userId} and likeable_type = 'artist'
    )`;
    const rows = await sql<{ id: number }>`
      select id, max(at) as at from ${union} as u group by id order by max(at) desc, id desc limit ${limit} offset ${offset}`.execute(
      this.db,
    );
    const total = await sql<{
      n: number;
    }>`select count(distinct id) as n from ${union} as u`.execute(this.db);
    return { ids: rows.rows.map((r) => Number(r.id)), total: Number(total.rows[0]?.n ?? 0) };
  }

  /**
   * Own, collaborating and followed playlists, the most recently updated first. A follow counts
   * only while the playlist is public: one made private leaves its followers' libraries (its
   * collaborators keep it), and comes back if it is made public again. Playlists the user made
   * in a workspace are listed with that workspace, not here.
   */
  async libraryPlaylistIds(userId: number, limit: number, offset: number): Promise<IdPage> {
    const base = playlistsAsP(this.db).where((eb) =>
      eb.or([
        eb.and([eb('p.owner_id', '=', userId), eb('p.workspace_id', 'is', null)]),
        eb('p.id', 'in', collaboratingPlaylistIds(this.db, userId)),
        eb.and([
          eb('p.public', '=', 1),
          eb(
            'p.id',
            'in',
            eb
              .selectFrom('follows')
              .select('followable_id')
              .where('user_id', '=', userId)
              .where('followable_type', '=', 'playlist'),
          ),
        ]),
      ]),
    );
    return newestPlaylistPage(this.db, base, limit, offset);
  }

  /** A workspace's playlists, public or private, the most recently updated first. */
  workspacePlaylistIds(workspaceId: number, limit: number, offset: number): Promise<IdPage> {
    const base = playlistsAsP(this.db).where('p.workspace_id', '=', workspaceId);
    return newestPlaylistPage(this.db, base, limit, offset);
  }

  /** The user's plays of tracks `viewer` (the user) still sees. */
  async history(userId: number, limit: number, offset: number, viewer: Viewer) {
    const base = this.db
      .selectFrom('plays')
      .innerJoin('tracks as t', 't.id', 'plays.track_id')
      .where('plays.user_id', '=', userId)
      .where(visibleMusic(viewer, 't'));
    return fetchPage(
      this.db,
      base
        .select(['plays.track_id', 'plays.created_at'])
        .orderBy('plays.created_at', 'desc')
        .orderBy('plays.id', 'desc'),
      { limit, offset },
      base,
    );
  }

  async users(ids: number[]) {
    return userRefsByIds(this.db, ids);
  }

  followerCounts(ids: number[]): Promise<Map<number, number>> {
    return reactionCounts(this.db, 'follows', 'user', ids);
  }

  async followingCounts(ids: number[]) {
    if (!ids.length) return new Map<number, number>();
    const rows = await this.db
      .selectFrom('follows')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('followable_type', '=', 'user')
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
  }

  followsUsers(viewerId: number, ids: number[]): Promise<Set<number>> {
    return reactedBy(this.db, 'follows', viewerId, 'user', ids);
  }

  followerIds(userId: number, limit: number, offset: number): Promise<IdPage> {
    return this.userFollowPage('followers', userId, limit, offset);
  }

  followedUserIds(userId: number, limit: number, offset: number): Promise<IdPage> {
    return this.userFollowPage('followed', userId, limit, offset);
  }

  /** One side of who follows whom among users, the newest follow first. */
  private async userFollowPage(
    side: 'followers' | 'followed',
    userId: number,
    limit: number,
    offset: number,
  ): Promise<IdPage> {
    const [ownColumn, otherColumn] =
      side === 'followers'
        ? (['followable_id', 'user_id'] as const)
        : (['user_id', 'followable_id'] as const);
    const base = this.db
      .selectFrom('follows')
      .where('followable_type', '=', 'user')
      .where(ownColumn, '=', userId);
    return fetchIdPage(
      this.db,
      base.select(`${otherColumn} as id`).orderBy('created_at', 'desc'),
      { limit, offset },
      base,
    );
  }

  /** Playlists of a user that the viewer may see: public ones, or all of them for the owner. */
  async userPlaylistIds(userId: number, includePrivate: boolean, limit: number, offset: number) {
    let base = playlistsAsP(this.db).where('p.owner_id', '=', userId);
    if (!includePrivate) base = base.where('p.public', '=', 1);
    return newestPlaylistPage(this.db, base, limit, offset);
  }
}
