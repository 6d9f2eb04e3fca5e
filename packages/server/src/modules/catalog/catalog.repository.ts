import { sql, type SelectQueryBuilder } from 'kysely';
import {
  collaboratingPlaylistIds,
  refersToVisibleMusic,
  visibleMusic,
  type Viewer,
} from './visibility.queries';
import { albumTrackIds } from './album-tracks.queries';
import { reactedBy, reactionCounts } from './reactions.queries';
import { newestPlaylistPage, playlistsAsP } from './playlist-pages.queries';
import { userRefsByIds } from '../users/user-refs.queries';
import type { DB } from '../../platform/db/database';
import type {
  AlbumRow,
  ArtistRow,
  ChannelRow,
  LikesTable,
  Database,
  PlaylistRow,
  TrackRow,
  TracksTable,
} from '../../platform/db/schema';
import { fetchIdPage, fetchPage } from '../../platform/db/list-query';
import { findRowBy } from '../../platform/db/query-kit/row-lookups';

export interface Ref {
  id: number;
  name: string;
  image: string | null;
}
export interface GenreRef {
  id: number;
  name: string;
  slug: string;
}

type Likeable = LikesTable['likeable_type'];

/** A whole catalog to write at once (the demo seed; later, imports). Entities refer by `key`. */
export interface CatalogImport {
  genres: { key: string; name: string; slug: string; image: string | null; popularity: number }[];
  tags: { key: string; name: string; slug: string }[];
  artists: {
    key: string;
    name: string;
    image: string | null;
    bio: string | null;
    verified: boolean;
    links: { url: string; title: string }[];
    genres: string[];
    plays_count: number;
  }[];
  albums: {
    key: string;
    name: string;
    image: string | null;
    release_date: string | null;
    type: string;
    description: string | null;
    artists: string[];
    genres: string[];
    tags: string[];
    plays_count: number;
    created_at: string;
  }[];
  tracks: {
    key: string;
    name: string;
    album: string | null;
    number: number | null;
    duration_ms: number;
    explicit: boolean;
    description: string | null;
    audio_key: string;
    audio_mime: string;
    audio_size: number;
    artists: string[];
    genres: string[];
    tags: string[];
    plays_count: number;
    lyrics: { text: string; is_synced: boolean } | null;
    created_at: string;
  }[];
  channels: (Pick<
    ChannelRow,
    'name' | 'slug' | 'description' | 'layout' | 'content_type' | 'source' | 'restriction'
  > & {
    key: string;
    internal: boolean;
    /** Manual content, by kind and key ("channel", "track", "album", "artist", "genre"). */
    items: { type: 'channel' | 'track' | 'album' | 'artist' | 'genre'; key: string }[];
  })[];
}

type TrackScan = SelectQueryBuilder<Database & { t: TracksTable }, 't', object>;

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The only file of the catalog module that touches Kysely. Lists come back as ids; `*ByIds` hydrate. */
export class CatalogRepository {
  constructor(private readonly db: DB) {}

  // ---- Rows -------------------------------------------------------------------------------

  async trackRows(ids: number[]): Promise<TrackRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('tracks').selectAll().where('id', 'in', ids).execute();
  }

  async albumRows(ids: number[]): Promise<AlbumRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('albums').selectAll().where('id', 'in', ids).execute();
  }

  async artistRows(ids: number[]): Promise<ArtistRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('artists').selectAll().where('id', 'in', ids).execute();
  }

  async playlistRows(ids: number[]): Promise<PlaylistRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('playlists').selectAll().where('id', 'in', ids).execute();
  }

  async trackArtists(trackIds: number[]): Promise<Map<number, Ref[]>> {
    return this.creditedArtists('track', trackIds);
  }

  async albumArtists(albumIds: number[]): Promise<Map<number, Ref[]>> {
    return this.creditedArtists('album', albumIds);
  }

  /** The artists credited on each track or album, in credit order. */
  private async creditedArtists(
    owner: 'track' | 'album',
    ids: number[],
  ): Promise<Map<number, Ref[]>> {
    if (!ids.length) return new Map();
    const column = `${owner}_id` as const;
    const rows = await this.db
      .selectFrom(`${owner}_artists as x` as 'track_artists as x')
      .innerJoin('artists as a', 'a.id', 'x.artist_id')
      .select([sql<number>`x.${sql.ref(column)}`.as('owner_id'), 'a.id', 'a.name', 'a.image'])
      .where(sql.ref(`x.${column}`), 'in', ids)
      .orderBy('x.position')
      .orderBy('a.id')
      .execute();
    const grouped = groupBy(rows, (r) => Number(r.owner_id));
    return new Map(
      [...grouped].map(([k, list]) => [
        k,
        list.map(({ id, name, image }) => ({ id, name, image })),
      ]),
    );
  }

  async genresOf(
    table: 'track_genres' | 'album_genres' | 'artist_genres',
    ids: number[],
  ): Promise<Map<number, GenreRef[]>> {
    if (!ids.length) return new Map();
    const column =
      table === 'track_genres' ? 'track_id' : table === 'album_genres' ? 'album_id' : 'artist_id';
    const rows = await this.db
      .selectFrom(`${table} as x` as 'track_genres as x')
      .innerJoin('genres as g', 'g.id', 'x.genre_id')
      .select([sql<number>`x.${sql.ref(column)}`.as('owner_id'), 'g.id', 'g.name', 'g.slug'])
      .where(sql.ref(`x.${column}`), 'in', ids)
      .orderBy('g.name')
      .execute();
    const grouped = groupBy(rows, (r) => Number(r.owner_id));
    return new Map(
      [...grouped].map(([k, list]) => [k, list.map(({ id, name, slug }) => ({ id, name, slug }))]),
    );
  }

  async tagsOf(type: 'track' | 'album', ids: number[]): Promise<Map<number, GenreRef[]>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('taggables as x')
      .innerJoin('tags as t', 't.id', 'x.tag_id')
      .select(['x.taggable_id', 't.id', 't.name', 't.slug'])
      .where('x.taggable_type', '=', type)
      .where('x.taggable_id', 'in', ids)
      .orderBy('t.name')
      .execute();
    const grouped = groupBy(rows, (r) => r.taggable_id);
    return new Map(
      [...grouped].map(([k, list]) => [k, list.map(({ id, name, slug }) => ({ id, name, slug }))]),
    );
  }

  async likeCounts(type: Likeable, ids: number[]): Promise<Map<number, number>> {
    return reactionCounts(this.db, 'likes', type, ids);
  }

  async repostCounts(type: 'track' | 'album', ids: number[]): Promise<Map<number, number>> {
    return reactionCounts(this.db, 'reposts', type, ids);
  }

  async repostedBy(userId: number, type: 'track' | 'album', ids: number[]): Promise<Set<number>> {
    return reactedBy(this.db, 'reposts', userId, type, ids);
  }

  async followerCounts(type: 'artist' | 'user' | 'playlist', ids: number[]) {
    return reactionCounts(this.db, 'follows', type, ids);
  }

  async likedBy(userId: number, type: Likeable, ids: number[]): Promise<Set<number>> {
    return reactedBy(this.db, 'likes', userId, type, ids);
  }

  async followedBy(userId: number, type: 'artist' | 'user' | 'playlist', ids: number[]) {
    return reactedBy(this.db, 'follows', userId, type, ids);
  }

  async tracksWithLyrics(ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .selectFrom('lyrics')
      .select('track_id')
      .where('track_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.track_id));
  }

  /** Count and length of the album's tracks `viewer` sees (drafts count only for who sees them). */
  async albumStats(ids: number[], viewer: Viewer) {
    return this.trackStats('album', ids, viewer);
  }

  /** Count and length of the playlist's tracks `viewer` sees. */
  async playlistStats(ids: number[], viewer: Viewer) {
    return this.trackStats('playlist', ids, viewer);
  }

  /** How many tracks `viewer` sees in each album or playlist, and how long they last together. */
  private async trackStats(kind: 'album' | 'playlist', ids: number[], viewer: Viewer) {
    if (!ids.length) return new Map<number, { tracks_count: number; duration_ms: number }>();
    // An album's tracks point at it; a playlist holds its tracks (a track maybe twice) by rows.
    const owner = sql.ref<number>(kind === 'album' ? 't.album_id' : 'pt.playlist_id');
    const rows = await this.db
      .selectFrom('tracks as t')
      .$if(kind === 'playlist', (qb) =>
        qb.innerJoin('playlist_tracks as pt', 'pt.track_id', 't.id'),
      )
      .select([
        owner.as('owner'),
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('t.duration_ms').as('d'),
      ])
      .where(owner, 'in', ids)
      .where(visibleMusic(viewer, 't'))
      .groupBy(owner)
      .execute();
    return new Map(
      rows.map((r) => [r.owner, { tracks_count: Number(r.n), duration_ms: Number(r.d ?? 0) }]),
    );
  }

  async usersByIds(ids: number[]): Promise<Ref[]> {
    return userRefsByIds(this.db, ids);
  }

  /**
   * Which of the playlists the user edits without owning them: as a collaborator, or as a
   * member of the workspace a playlist belongs to.
   */
  async sharedForEditing(playlistIds: number[], userId: number): Promise<Set<number>> {
    if (!playlistIds.length) return new Set();
    const rows = await this.db
      .selectFrom('playlists as p')
      .select('p.id')
      .where('p.id', 'in', playlistIds)
      .where((eb) =>
        eb.or([
          eb('p.id', 'in', collaboratingPlaylistIds(this.db, userId)),
          eb(
            'p.workspace_id',
            'in',
            eb.selectFrom('workspace_members').select('workspace_id').where('user_id', '=', userId),
          ),
        ]),
      )
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  // ---- Lists of ids -------------------------------------------------------------------------

  async topTrackIds(limit: number, offset: number, viewer: Viewer = null): Promise<number[]> {
    return this.mostPlayedIds('tracks', limit, offset, viewer);
  }

  /** Ids of the most played rows of `table`; tracks and albums only those `viewer` sees. */
  private async mostPlayedIds(
    table: 'tracks' | 'albums' | 'artists',
    limit: number,
    offset: number,
    viewer: Viewer,
  ): Promise<number[]> {
    const rows = await this.db
      .selectFrom(table)
      .select('id')
      .$if(table !== 'artists', (qb) => qb.where(visibleMusic(viewer, table)))
      .orderBy('plays_count', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => r.id);
  }

  /** How many rows, counting no further than `cap` (a full count of 1M tracks costs ms). */
  async countRows(table: 'tracks' | 'albums' | 'artists' | 'genres', cap: number): Promise<number> {
    const row = await this.db
      .selectFrom((eb) => eb.selectFrom(table).select('id').limit(cap).as('capped'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async newAlbumIds(limit: number, offset: number, viewer: Viewer = null): Promise<number[]> {
    const rows = await this.db
      .selectFrom('albums')
      .select('id')
      .where(visibleMusic(viewer, 'albums'))
      .orderBy('release_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => r.id);
  }

  async popularAlbumIds(limit: number, offset: number, viewer: Viewer = null): Promise<number[]> {
    return this.mostPlayedIds('albums', limit, offset, viewer);
  }

  async popularArtistIds(limit: number, offset: number): Promise<number[]> {
    return this.mostPlayedIds('artists', limit, offset, null);
  }

  recentPublicPlaylistIds(limit: number, offset: number) {
    const base = playlistsAsP(this.db).where('p.public', '=', 1);
    return newestPlaylistPage(this.db, base, limit, offset);
  }

  async genres(): Promise<{ id: number; name: string; slug: string; image: string | null }[]> {
    return this.db
      .selectFrom('genres')
      .select(['id', 'name', 'slug', 'image'])
      .orderBy('popularity', 'desc')
      .orderBy('name')
      .execute();
  }

  async genreBySlug(slug: string) {
    return this.db
      .selectFrom('genres')
      .select(['id', 'name', 'slug', 'image'])
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  async genresByIds(ids: number[]) {
    if (!ids.length) return [];
    return this.db
      .selectFrom('genres')
      .select(['id', 'name', 'slug', 'image'])
      .where('id', 'in', ids)
      .execute();
  }

  /** Tracks of a genre, most played first. */
  async genreTrackIds(genreId: number, limit: number, offset: number, viewer: Viewer = null) {
    // The total counts what the viewer sees, like the page (one visibility rule).
    const base = this.db
      .selectFrom('track_genres as tg')
      .innerJoin('tracks as t', 't.id', 'tg.track_id')
      .where('tg.genre_id', '=', genreId)
      .where(visibleMusic(viewer, 't'));
    return this.mostPlayedPage(base, limit, offset);
  }

  /** One page of the tracks (`t`) that `base` finds, most played first; the total counts all. */
  private async mostPlayedPage(base: TrackScan, limit: number, offset: number) {
    return fetchIdPage(
      this.db,
      base.select('t.id').orderBy('t.plays_count', 'desc').orderBy('t.id'),
      { limit, offset },
      base,
    );
  }

  async tagBySlug(slug: string) {
    return this.db
      .selectFrom('tags')
      .select(['id', 'name', 'slug'])
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  /** Tracks or albums of a tag that `viewer` sees, newest first; the total counts the same. */
  async taggedIds(
    tagId: number,
    type: 'track' | 'album',
    limit: number,
    offset: number,
    viewer: Viewer = null,
  ) {
    const table = type === 'track' ? 'tracks' : 'albums';
    const base = this.db
      .selectFrom('taggables as tg')
      .where('tg.tag_id', '=', tagId)
      .where('tg.taggable_type', '=', type)
      .where(refersToVisibleMusic(table, 'tg.taggable_id', viewer));
    return fetchIdPage(
      this.db,
      base.select('tg.taggable_id as id').orderBy('tg.taggable_id', 'desc'),
      { limit, offset },
      base,
    );
  }

  async artistTrackIds(artistId: number, limit: number, offset: number, viewer: Viewer = null) {
    // One artist's tracks are few: the count may join to leave hidden tracks out of the total.
    const base = this.db
      .selectFrom('track_artists as ta')
      .innerJoin('tracks as t', 't.id', 'ta.track_id')
      .where('ta.artist_id', '=', artistId)
      .where(visibleMusic(viewer, 't'));
    return this.mostPlayedPage(base, limit, offset);
  }

  async artistAlbumIds(artistId: number, limit: number, viewer: Viewer = null): Promise<number[]> {
    const rows = await this.db
      .selectFrom('album_artists as aa')
      .innerJoin('albums as al', 'al.id', 'aa.album_id')
      .select('al.id')
      .where(visibleMusic(viewer, 'al'))
      .where('aa.artist_id', '=', artistId)
      .orderBy('al.release_date', 'desc')
      .orderBy('al.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Artists sharing the most genres with this one, then the most played. */
  async similarArtistIds(artistId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('artist_genres as mine')
      .innerJoin('artist_genres as other', 'other.genre_id', 'mine.genre_id')
      .innerJoin('artists as a', 'a.id', 'other.artist_id')
      .select(['a.id', (eb) => eb.fn.countAll<number>().as('shared')])
      .where('mine.artist_id', '=', artistId)
      .where('other.artist_id', '!=', artistId)
      .groupBy(['a.id', 'a.plays_count'])
      .orderBy('shared', 'desc')
      .orderBy('a.plays_count', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  async albumTrackIds(albumId: number): Promise<number[]> {
    return albumTrackIds(this.db, albumId);
  }

  async lyricsOf(trackId: number) {
    return this.db
      .selectFrom('lyrics')
      .select(['id', 'track_id', 'is_synced', 'text'])
      .where('track_id', '=', trackId)
      .executeTakeFirst();
  }

  async lyricTrackIds(limit: number, offset: number, viewer: Viewer = null) {
    const base = this.db
      .selectFrom('lyrics')
      .innerJoin('tracks as t', 't.id', 'lyrics.track_id')
      .where(visibleMusic(viewer, 't'));
    return this.mostPlayedPage(base, limit, offset);
  }

  // ---- Channels -----------------------------------------------------------------------------

  async channelBySlugOrId(slugOrId: string): Promise<ChannelRow | undefined> {
    const bySlug = await findRowBy(this.db, 'channels', 'slug', slugOrId);
    if (bySlug || !/^\d+$/.test(slugOrId)) return bySlug;
    return findRowBy(this.db, 'channels', 'id', Number(slugOrId));
  }

  async channelRows(ids: number[]): Promise<ChannelRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('channels').selectAll().where('id', 'in', ids).execute();
  }

  async channelItems(channelId: number, limit: number, offset: number) {
    const base = this.db.selectFrom('channelables').where('channel_id', '=', channelId);
    const { rows, total } = await fetchPage(
      this.db,
      base.select(['channelable_type', 'channelable_id']).orderBy('position'),
      { limit, offset },
      base,
    );
    return { items: rows, total };
  }

  // ---- Writes used by plays and seeding ------------------------------------------------------

  async isEmpty(): Promise<boolean> {
    const [track, channel] = await Promise.all([
      this.db.selectFrom('tracks').select('id').limit(1).executeTakeFirst(),
      this.db.selectFrom('channels').select('id').limit(1).executeTakeFirst(),
    ]);
    return !track && !channel;
  }

  /** Writes a whole catalog in one transaction; answers the ids given to each key. */
  async importCatalog(data: CatalogImport): Promise<Record<string, Map<string, number>>> {
    return this.db.transaction().execute(async (trx) => {
      const ids = {
        genre: new Map<string, number>(),
        tag: new Map<string, number>(),
        artist: new Map<string, number>(),
        album: new Map<string, number>(),
        track: new Map<string, number>(),
        channel: new Map<string, number>(),
      };
      const need = (kind: keyof typeof ids, key: string): number => {
        const id = ids[kind].get(key);
        if (id === undefined) throw new Error(`Catalog import: unknown ${kind} "${key}"`);
        return id;
      };
      // An album's or a track's artists (in order), genres and tags.
      const credit = async (
        owner: 'album' | 'track',
        id: number,
        entry: { artists: string[]; genres: string[]; tags: string[] },
      ) => {
        // Both link tables name their owner column after the owner; the cast lets one
        // builder write either.
        const ownerColumn = { [`${owner}_id`]: id } as { track_id: number };
        for (const [position, artist] of entry.artists.entries()) {
          await trx
            .insertInto(`${owner}_artists` as 'track_artists')
            .values({ ...ownerColumn, artist_id: need('artist', artist), position })
            .execute();
        }
        for (const g of entry.genres) {
          await trx
            .insertInto(`${owner}_genres` as 'track_genres')
            .values({ ...ownerColumn, genre_id: need('genre', g) })
            .execute();
        }
        for (const tag of entry.tags) {
          await trx
            .insertInto('taggables')
            .values({ tag_id: need('tag', tag), taggable_type: owner, taggable_id: id })
            .execute();
        }
      };
      const now = new Date().toISOString();
      for (const g of data.genres) {
        const row = await trx
          .insertInto('genres')
          .values({
            name: g.name,
            slug: g.slug,
            image: g.image,
            popularity: g.popularity,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.genre.set(g.key, row.id);
      }
      for (const t of data.tags) {
        const row = await trx
          .insertInto('tags')
          .values({ name: t.name, slug: t.slug, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.tag.set(t.key, row.id);
      }
      for (const a of data.artists) {
        const row = await trx
          .insertInto('artists')
          .values({
            name: a.name,
            image: a.image,
            bio: a.bio,
            verified: a.verified ? 1 : 0,
            links: JSON.stringify(a.links),
            plays_count: a.plays_count,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.artist.set(a.key, row.id);
        for (const g of a.genres) {
          await trx
            .insertInto('artist_genres')
            .values({ artist_id: row.id, genre_id: need('genre', g) })
            .execute();
        }
      }
      for (const al of data.albums) {
        const row = await trx
          .insertInto('albums')
          .values({
            name: al.name,
            image: al.image,
            release_date: al.release_date,
            type: al.type,
            description: al.description,
            plays_count: al.plays_count,
            created_at: al.created_at,
            updated_at: al.created_at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.album.set(al.key, row.id);
        await credit('album', row.id, al);
      }
      for (const t of data.tracks) {
        const row = await trx
          .insertInto('tracks')
          .values({
            name: t.name,
            album_id: t.album ? need('album', t.album) : null,
            number: t.number,
            duration_ms: t.duration_ms,
            explicit: t.explicit ? 1 : 0,
            description: t.description,
            audio_key: t.audio_key,
            audio_mime: t.audio_mime,
            audio_size: t.audio_size,
            plays_count: t.plays_count,
            created_at: t.created_at,
            updated_at: t.created_at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.track.set(t.key, row.id);
        await credit('track', row.id, t);
        if (t.lyrics) {
          await trx
            .insertInto('lyrics')
            .values({
              track_id: row.id,
              text: t.lyrics.text,
              is_synced: t.lyrics.is_synced ? 1 : 0,
              created_at: now,
              updated_at: now,
            })
            .execute();
        }
      }
      for (const c of data.channels) {
        const row = await trx
          .insertInto('channels')
          .values({
            name: c.name,
            slug: c.slug,
            description: c.description,
            layout: c.layout,
            content_type: c.content_type,
            source: c.source,
            restriction: c.restriction,
            internal: c.internal ? 1 : 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.channel.set(c.key, row.id);
      }
      for (const c of data.channels) {
        for (const [position, item] of c.items.entries()) {
          await trx
            .insertInto('channelables')
            .values({
              channel_id: need('channel', c.key),
              channelable_type: item.type,
              channelable_id: need(item.type, item.key),
              position,
            })
            .execute();
        }
      }
      return ids;
    });
  }

  async userIdByEmail(email: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async incrementPlays(trackId: number): Promise<void> {
    const track = await this.db
      .selectFrom('tracks')
      .select(['id', 'album_id'])
      .where('id', '=', trackId)
      .executeTakeFirst();
    if (!track) return;
    const inc = sql<number>`plays_count + 1`;
    await this.db
      .updateTable('tracks')
      .set({ plays_count: inc })
      .where('id', '=', trackId)
      .execute();
    if (track.album_id) {
      await this.db
        .updateTable('albums')
        .set({ plays_count: inc })
        .where('id', '=', track.album_id)
        .execute();
    }
    await this.db
      .updateTable('artists')
      .set({ plays_count: inc })
      .where('id', 'in', (eb) =>
        eb.selectFrom('track_artists').select('artist_id').where('track_id', '=', trackId),
      )
      .execute();
  }
}
