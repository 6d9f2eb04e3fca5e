import type {
  AdminAlbumListQuery,
  AdminAlbumRow,
  AdminArtistListQuery,
  AdminArtistRow,
  AdminChannelItem,
  AdminChannelListQuery,
  AdminChannelRow,
  AdminCommentRow,
  AdminGenreRow,
  AdminLyricsRow,
  AdminPlaylistRow,
  AdminRef,
  AdminTagRow,
  AdminTrackListQuery,
  AdminTrackRow,
  FileUse,
} from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import type {
  ChannelContentType,
  ChannelLayout,
  ChannelSource,
} from '@tonearm/shared/catalog/catalog.schemas';
import type { ListQuery } from '@tonearm/shared/http/list-query';
import { paginate, type Paginated } from '@tonearm/shared/http/http.schemas';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import { fetchPage, orderByList, searchAny } from '../../platform/db/list-query';
import { findRowBy } from '../../platform/db/query-kit/row-lookups';
import type { ChannelRow, Database, FileEntryRow } from '../../platform/db/schema';

type Count = number | string | bigint;
const pageOf = (list: { page: number; perPage: number }) => ({
  limit: list.perPage,
  offset: (list.page - 1) * list.perPage,
});

/**
 * The tracks' and albums' list filters: `status` (draft, published and out, scheduled: published,
 * not out yet) and `visibility`.
 */
function releaseWhere(
  table: 'tracks' | 'albums',
  list: { status?: 'draft' | 'published' | 'scheduled'; visibility?: 'public' | 'private' },
) {
  const col = (c: string) => sql.ref(`${table}.${c}`);
  const now = nowIso();
  const status =
    list.status === 'draft'
      ? sql<SqlBool>`${col('status')} = 'draft'`
      : list.status === 'scheduled'
        ? sql<SqlBool>`${col('status')} = 'published' and ${col('release_at')} > ${now}`
        : list.status === 'published'
          ? sql<SqlBool>`${col('status')} = 'published' and (${col('release_at')} is null or ${col('release_at')} <= ${now})`
          : sql<SqlBool>`1 = 1`;
  const visibility = list.visibility
    ? sql<SqlBool>`${col('public')} = ${list.visibility === 'public' ? 1 : 0}`
    : sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`${status} and ${visibility}`;
}

/**
 * `(select count(*) from <table> where <column> = <outer> [and <kind column> = <kind>])`: how
 * many rows of `table` point at each listed row.
 */
function countOf(
  table: keyof Database,
  column: string,
  outer: string,
  kind?: { column: string; value: string },
) {
  const ofKind = kind ? sql` and ${sql.ref(`${table}.${kind.column}`)} = ${kind.value}` : sql``;
  return sql<Count>`(select count(*) from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = ${sql.ref(outer)}${ofKind})`;
}

/** The SQL of the admin catalog lists and deletes; the only Kysely here. */
export class CatalogAdminRepository {
  constructor(private readonly db: DB) {}

  /** Page `list.page` of `query`, each row presented; `countFrom` counts the total (fetchPage). */
  private async listPage<O, R, CDB, CTB extends keyof CDB, CO>(
    query: SelectQueryBuilder<Database, keyof Database, O>,
    countFrom: SelectQueryBuilder<CDB, CTB, CO> | undefined,
    list: { page: number; perPage: number },
    present: (row: O) => R,
  ): Promise<Paginated<R>> {
    const { rows, total } = await fetchPage(this.db, query, pageOf(list), countFrom);
    return paginate(rows.map(present), total, list);
  }

  /** The credited artists of tracks or albums, in credit order, as `{owner, id, name}`. */
  private credits(kind: 'track' | 'album', ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    // Both credit tables have artist_id and position; only the owner column's name differs.
    const table = (kind === 'track' ? 'track_artists' : 'album_artists') as 'track_artists';
    const owner = sql.ref<number>(`credits.${kind}_id`);
    return this.db
      .selectFrom(`${table} as credits`)
      .innerJoin('artists', 'artists.id', 'credits.artist_id')
      .select([owner.as('owner'), 'artists.id', 'artists.name'])
      .where(owner, 'in', ids)
      .orderBy('credits.position')
      .execute();
  }

  // ---- Tracks, albums, artists ---------------------------------------------------------------

  async tracks(list: AdminTrackListQuery): Promise<Paginated<AdminTrackRow>> {
    const base = this.db
      .selectFrom('tracks')
      .where(searchAny(this.db, list.query, ['tracks.name']))
      .where(releaseWhere('tracks', list));
    const query = orderByList(
      base.select([
        'tracks.id',
        'tracks.name',
        'tracks.image',
        'tracks.album_id',
        'tracks.status',
        'tracks.public',
        'tracks.release_at',
        'tracks.duration_ms',
        'tracks.plays_count',
        'tracks.created_at',
      ]),
      list,
      {
        name: 'tracks.name',
        plays_count: 'tracks.plays_count',
        created_at: 'tracks.created_at',
        duration_ms: 'tracks.duration_ms',
      },
      'tracks.id',
    );
    const { rows, total } = await fetchPage(this.db, query, pageOf(list), base);
    const ids = rows.map((r) => r.id);
    const albumIds = [...new Set(rows.map((r) => r.album_id).filter((v): v is number => !!v))];
    const [artists, albums] = await Promise.all([
      this.credits('track', ids),
      albumIds.length
        ? this.db
            .selectFrom('albums')
            .select(['id', 'name', 'image'])
            .where('id', 'in', albumIds)
            .execute()
        : [],
    ]);
    const albumMap = new Map(albums.map((a) => [a.id, a]));
    return paginate(
      rows.map((r) => {
        const album = r.album_id ? albumMap.get(r.album_id) : undefined;
        return {
          id: r.id,
          name: r.name,
          image: r.image ?? album?.image ?? null,
          artists: refsOf(artists, r.id),
          album: album ? { id: album.id, name: album.name } : null,
          status: r.status,
          public: !!r.public,
          release_at: r.release_at,
          duration_ms: Number(r.duration_ms),
          plays_count: Number(r.plays_count),
          created_at: r.created_at,
        };
      }),
      total,
      list,
    );
  }

  async albums(list: AdminAlbumListQuery): Promise<Paginated<AdminAlbumRow>> {
    const base = this.db
      .selectFrom('albums')
      .where(searchAny(this.db, list.query, ['albums.name']))
      .where(releaseWhere('albums', list));
    const query = orderByList(
      base.select([
        'albums.id',
        'albums.name',
        'albums.image',
        'albums.status',
        'albums.public',
        'albums.release_at',
        'albums.release_date',
        'albums.plays_count',
        'albums.created_at',
        countOf('tracks', 'album_id', 'albums.id').as('tracks_count'),
      ]),
      list,
      {
        name: 'albums.name',
        plays_count: 'albums.plays_count',
        created_at: 'albums.created_at',
        release_date: 'albums.release_date',
      },
      'albums.id',
    );
    const { rows, total } = await fetchPage(this.db, query, pageOf(list), base);
    const ids = rows.map((r) => r.id);
    const artists = await this.credits('album', ids);
    return paginate(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        image: r.image,
        artists: refsOf(artists, r.id),
        status: r.status,
        public: !!r.public,
        release_at: r.release_at,
        release_date: r.release_date,
        tracks_count: Number(r.tracks_count ?? 0),
        plays_count: Number(r.plays_count),
        created_at: r.created_at,
      })),
      total,
      list,
    );
  }

  async artists(list: AdminArtistListQuery): Promise<Paginated<AdminArtistRow>> {
    let base = this.db
      .selectFrom('artists')
      .where(searchAny(this.db, list.query, ['artists.name']));
    if (list.verified !== undefined)
      base = base.where('artists.verified', '=', list.verified ? 1 : 0);
    const query = orderByList(
      base.select([
        'artists.id',
        'artists.name',
        'artists.image',
        'artists.verified',
        'artists.plays_count',
        'artists.created_at',
        countOf('album_artists', 'artist_id', 'artists.id').as('albums_count'),
        countOf('track_artists', 'artist_id', 'artists.id').as('tracks_count'),
      ]),
      list,
      {
        name: 'artists.name',
        plays_count: 'artists.plays_count',
        created_at: 'artists.created_at',
      },
      'artists.id',
    );
    return this.listPage(query, base, list, (r) => ({
      id: r.id,
      name: r.name,
      image: r.image,
      verified: !!r.verified,
      albums_count: Number(r.albums_count ?? 0),
      tracks_count: Number(r.tracks_count ?? 0),
      plays_count: Number(r.plays_count),
      created_at: r.created_at,
    }));
  }

  // ---- Channels ------------------------------------------------------------------------------

  async channels(list: AdminChannelListQuery): Promise<Paginated<AdminChannelRow>> {
    let base = this.db
      .selectFrom('channels')
      .where(searchAny(this.db, list.query, ['channels.name', 'channels.slug']));
    if (list.content_type) base = base.where('channels.content_type', '=', list.content_type);
    const query = orderByList(
      base.select([
        'channels.id',
        'channels.name',
        'channels.slug',
        'channels.layout',
        'channels.content_type',
        'channels.source',
        'channels.internal',
        'channels.created_at',
        'channels.updated_at',
        countOf('channelables', 'channel_id', 'channels.id').as('items_count'),
      ]),
      list,
      {
        name: 'channels.name',
        slug: 'channels.slug',
        created_at: 'channels.created_at',
        updated_at: 'channels.updated_at',
      },
      'channels.id',
    );
    return this.listPage(query, base, list, (r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      layout: r.layout as ChannelLayout,
      content_type: r.content_type as ChannelContentType,
      source: r.source as ChannelSource,
      internal: !!r.internal,
      items_count: Number(r.items_count ?? 0),
      created_at: r.created_at,
      updated_at: r.updated_at,
    }));
  }

  async channelByKey(slugOrId: string): Promise<ChannelRow | undefined> {
    const bySlug = await findRowBy(this.db, 'channels', 'slug', slugOrId);
    if (bySlug || !/^\d+$/.test(slugOrId) || Number(slugOrId) > 2_147_483_647) return bySlug;
    return findRowBy(this.db, 'channels', 'id', Number(slugOrId));
  }

  async channelIdBySlug(slug: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('channels')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row?.id;
  }

  async channelItemIds(channelId: number): Promise<{ type: string; id: number }[]> {
    const rows = await this.db
      .selectFrom('channelables')
      .select(['channelable_type', 'channelable_id'])
      .where('channel_id', '=', channelId)
      .orderBy('position')
      .execute();
    return rows.map((r) => ({ type: r.channelable_type, id: r.channelable_id }));
  }

  /** Name and image of items of one content type, in the order of `ids` (missing ones left out). */
  async itemsOf(type: ChannelContentType, ids: number[]): Promise<AdminChannelItem[]> {
    if (!ids.length) return [];
    let rows: AdminChannelItem[];
    if (type === 'channels')
      rows = (
        await this.db.selectFrom('channels').select(['id', 'name']).where('id', 'in', ids).execute()
      ).map((r) => ({ ...r, image: null }));
    else if (type === 'tracks')
      rows = await this.db
        .selectFrom('tracks')
        .leftJoin('albums', 'albums.id', 'tracks.album_id')
        .select([
          'tracks.id',
          'tracks.name',
          sql<string | null>`coalesce(tracks.image, albums.image)`.as('image'),
        ])
        .where('tracks.id', 'in', ids)
        .execute();
    else {
      const table = type;
      rows = await this.db
        .selectFrom(table)
        .select(['id', 'name', 'image'])
        .where('id', 'in', ids)
        .execute();
    }
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id)).filter((r): r is AdminChannelItem => !!r);
  }

  /** The channel picker's search: up to 20 items of a type whose name contains `query`. */
  async searchItems(type: ChannelContentType, query: string): Promise<AdminChannelItem[]> {
    if (type === 'channels') {
      const rows = await this.db
        .selectFrom('channels')
        .select(['id', 'name'])
        .where(searchAny(this.db, query, ['channels.name']))
        .orderBy('name')
        .limit(20)
        .execute();
      return rows.map((r) => ({ ...r, image: null }));
    }
    if (type === 'tracks')
      return this.db
        .selectFrom('tracks')
        .leftJoin('albums', 'albums.id', 'tracks.album_id')
        .select([
          'tracks.id',
          'tracks.name',
          sql<string | null>`coalesce(tracks.image, albums.image)`.as('image'),
        ])
        .where(searchAny(this.db, query, ['tracks.name']))
        .orderBy('tracks.name')
        .orderBy('tracks.id')
        .limit(20)
        .execute();
    const table = type;
    return this.db
      .selectFrom(table)
      .select(['id', 'name', 'image'])
      .where(searchAny(this.db, query, ['name']))
      .orderBy('name')
      .orderBy('id')
      .limit(20)
      .execute();
  }

  async insertChannel(values: ChannelValues, items: { type: string; ids: number[] }) {
    return this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const row = await trx
        .insertInto('channels')
        .values({ ...values, internal: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (items.ids.length)
        await trx
          .insertInto('channelables')
          .values(
            items.ids.map((id, position) => ({
              channel_id: row.id,
              channelable_type: items.type,
              channelable_id: id,
              position,
            })),
          )
          .execute();
      return row.id;
    });
  }

  async updateChannel(
    channelId: number,
    values: ChannelValues,
    items: { type: string; ids: number[] },
  ) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('channels')
        .set({ ...values, updated_at: nowIso() })
        .where('id', '=', channelId)
        .execute();
      await trx.deleteFrom('channelables').where('channel_id', '=', channelId).execute();
      if (items.ids.length)
        await trx
          .insertInto('channelables')
          .values(
            items.ids.map((id, position) => ({
              channel_id: channelId,
              channelable_type: items.type,
              channelable_id: id,
              position,
            })),
          )
          .execute();
    });
  }

  async deleteChannels(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('channelables')
        .where((eb) =>
          eb.or([
            eb('channel_id', 'in', ids),
            eb.and([eb('channelable_type', '=', 'channel'), eb('channelable_id', 'in', ids)]),
          ]),
        )
        .execute();
      await trx.deleteFrom('channels').where('id', 'in', ids).execute();
    });
  }

  async channelSlugs(ids: number[]): Promise<{ id: number; slug: string }[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('channels').select(['id', 'slug']).where('id', 'in', ids).execute();
  }

  // ---- Genres, tags --------------------------------------------------------------------------

  async genres(
    list: ListQuery<'name' | 'popularity' | 'created_at'>,
  ): Promise<Paginated<AdminGenreRow>> {
    const base = this.db
      .selectFrom('genres')
      .where(searchAny(this.db, list.query, ['genres.name', 'genres.display_name']));
    const query = orderByList(
      base.select([
        'genres.id',
        'genres.name',
        'genres.slug',
        'genres.display_name',
        'genres.image',
        'genres.popularity',
        'genres.created_at',
        countOf('track_genres', 'genre_id', 'genres.id').as('tracks_count'),
      ]),
      list,
      { name: 'genres.name', popularity: 'genres.popularity', created_at: 'genres.created_at' },
      'genres.id',
    );
    return this.listPage(query, base, list, (r) => ({
      ...r,
      popularity: Number(r.popularity),
      tracks_count: Number(r.tracks_count ?? 0),
    }));
  }

  async deleteGenres(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('channelables')
        .where('channelable_type', '=', 'genre')
        .where('channelable_id', 'in', ids)
        .execute();
      await trx.deleteFrom('genres').where('id', 'in', ids).execute();
    });
  }

  async tags(list: ListQuery<'name' | 'created_at'>): Promise<Paginated<AdminTagRow>> {
    const base = this.db
      .selectFrom('tags')
      .where(searchAny(this.db, list.query, ['tags.name', 'tags.slug']));
    const taggedAs = (value: 'track' | 'album') =>
      countOf('taggables', 'tag_id', 'tags.id', { column: 'taggable_type', value });
    const query = orderByList(
      base.select([
        'tags.id',
        'tags.name',
        'tags.slug',
        'tags.created_at',
        taggedAs('track').as('tracks_count'),
        taggedAs('album').as('albums_count'),
      ]),
      list,
      { name: 'tags.name', created_at: 'tags.created_at' },
      'tags.id',
    );
    return this.listPage(query, base, list, (r) => ({
      ...r,
      tracks_count: Number(r.tracks_count ?? 0),
      albums_count: Number(r.albums_count ?? 0),
    }));
  }

  async deleteTags(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('taggables').where('tag_id', 'in', ids).execute();
      await trx.deleteFrom('tags').where('id', 'in', ids).execute();
    });
  }

  /** The id of the genre or tag whose `column` is `value`. */
  async termIdWhere(
    table: 'genres' | 'tags',
    column: 'id' | 'name' | 'slug',
    value: string | number,
  ): Promise<number | undefined> {
    const row = await this.db
      .selectFrom(table)
      .select('id')
      .where(column, '=', value)
      .executeTakeFirst();
    return row?.id;
  }

  async insertTerm(table: 'genres' | 'tags', values: GenreValues | TagValues): Promise<number> {
    const now = nowIso();
    const row = await this.db
      .insertInto(table)
      .values({ ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateTerm(
    table: 'genres' | 'tags',
    id: number,
    values: Partial<GenreValues> | Partial<TagValues>,
  ) {
    await this.db
      .updateTable(table)
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  // ---- Playlists, lyrics, comments -----------------------------------------------------------

  async playlists(
    list: ListQuery<'name' | 'created_at' | 'tracks_count' | 'followers_count'> & {
      public?: boolean | undefined;
      collaborative?: boolean | undefined;
    },
  ): Promise<Paginated<AdminPlaylistRow>> {
    let base = this.db
      .selectFrom('playlists')
      .innerJoin('users', 'users.id', 'playlists.owner_id')
      .where(searchAny(this.db, list.query, ['playlists.name', 'users.name']));
    if (list.public !== undefined) base = base.where('playlists.public', '=', list.public ? 1 : 0);
    if (list.collaborative !== undefined)
      base = base.where('playlists.collaborative', '=', list.collaborative ? 1 : 0);
    const query = orderByList(
      base.select([
        'playlists.id',
        'playlists.name',
        'playlists.public',
        'playlists.collaborative',
        'playlists.created_at',
        'users.id as owner_id',
        'users.name as owner_name',
        countOf('playlist_tracks', 'playlist_id', 'playlists.id').as('tracks_count'),
        countOf('follows', 'followable_id', 'playlists.id', {
          column: 'followable_type',
          value: 'playlist',
        }).as('followers_count'),
      ]),
      list,
      {
        name: 'playlists.name',
        created_at: 'playlists.created_at',
        tracks_count: sql`tracks_count`,
        followers_count: sql`followers_count`,
      },
      'playlists.id',
    );
    return this.listPage(query, base, list, (r) => ({
      id: r.id,
      name: r.name,
      owner: { id: r.owner_id, name: r.owner_name },
      public: !!r.public,
      collaborative: !!r.collaborative,
      tracks_count: Number(r.tracks_count ?? 0),
      followers_count: Number(r.followers_count ?? 0),
      created_at: r.created_at,
    }));
  }

  async deletePlaylists(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('follows')
        .where('followable_type', '=', 'playlist')
        .where('followable_id', 'in', ids)
        .execute();
      await trx
        .deleteFrom('channelables')
        .where('channelable_type', '=', 'playlist')
        .where('channelable_id', 'in', ids)
        .execute();
      await trx.deleteFrom('playlists').where('id', 'in', ids).execute();
    });
  }

  async lyrics(
    list: ListQuery<'updated_at' | 'track'> & { synced?: boolean | undefined },
  ): Promise<Paginated<AdminLyricsRow>> {
    let base = this.db
      .selectFrom('lyrics')
      .innerJoin('tracks', 'tracks.id', 'lyrics.track_id')
      .where(searchAny(this.db, list.query, ['tracks.name', 'lyrics.text']));
    if (list.synced !== undefined) base = base.where('lyrics.is_synced', '=', list.synced ? 1 : 0);
    const query = orderByList(
      base.select([
        'lyrics.id',
        'lyrics.is_synced',
        'lyrics.text',
        'lyrics.updated_at',
        'tracks.id as track_id',
        'tracks.name as track_name',
      ]),
      list,
      { updated_at: 'lyrics.updated_at', track: 'tracks.name' },
      'lyrics.id',
    );
    return this.listPage(query, base, list, (r) => ({
      id: r.id,
      track: { id: r.track_id, name: r.track_name },
      is_synced: !!r.is_synced,
      excerpt: r.text
        .split('\n')
        .map((line) => line.replace(/^\s*(\[[^\]]*\]\s*)+/, '').trim())
        .filter(Boolean)
        .slice(0, 2)
        .join(' / ')
        .slice(0, 120),
      updated_at: r.updated_at,
    }));
  }

  async deleteLyrics(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db.deleteFrom('lyrics').where('id', 'in', ids).execute();
  }

  /** Live comments (tombstones are not moderated: they are already gone). */
  async comments(list: ListQuery<'created_at'>): Promise<Paginated<AdminCommentRow>> {
    const base = this.db
      .selectFrom('comments')
      .innerJoin('tracks', 'tracks.id', 'comments.track_id')
      .leftJoin('users', 'users.id', 'comments.user_id')
      .where('comments.deleted_at', 'is', null)
      .where(searchAny(this.db, list.query, ['comments.content', 'users.name', 'tracks.name']));
    const query = orderByList(
      base.select([
        'comments.id',
        'comments.content',
        'comments.position_ms',
        'comments.parent_id',
        'comments.created_at',
        'tracks.id as track_id',
        'tracks.name as track_name',
        'users.id as user_id',
        'users.name as user_name',
      ]),
      list,
      { created_at: 'comments.created_at' },
      'comments.id',
    );
    return this.listPage(query, base, list, (r) => ({
      id: r.id,
      content: r.content,
      author: r.user_id ? { id: r.user_id, name: r.user_name ?? '' } : null,
      track: { id: r.track_id, name: r.track_name },
      position_ms: r.position_ms,
      parent_id: r.parent_id,
      created_at: r.created_at,
    }));
  }

  // ---- Files ---------------------------------------------------------------------------------

  async files(
    list: ListQuery<'name' | 'file_size' | 'created_at'> & {
      type?: 'audio' | 'image' | 'video' | 'other' | undefined;
      owner?: number | undefined;
    },
  ): Promise<{ rows: (FileEntryRow & { owner_name: string | null })[]; total: number }> {
    let base = this.db
      .selectFrom('file_entries')
      .leftJoin('users', 'users.id', 'file_entries.user_id')
      .where('file_entries.type', '=', 'file')
      .where('file_entries.deleted_at', 'is', null)
      .where(searchAny(this.db, list.query, ['file_entries.name', 'file_entries.mime']));
    if (list.owner !== undefined) base = base.where('file_entries.user_id', '=', list.owner);
    if (list.type === 'other')
      base = base.where((eb) =>
        eb.and(
          ['audio/%', 'image/%', 'video/%'].map((p) => eb('file_entries.mime', 'not like', p)),
        ),
      );
    else if (list.type) base = base.where('file_entries.mime', 'like', `${list.type}/%`);
    const query = orderByList(
      base.selectAll('file_entries').select('users.name as owner_name'),
      list,
      {
        name: 'file_entries.name',
        file_size: 'file_entries.file_size',
        created_at: 'file_entries.created_at',
      },
      'file_entries.id',
    );
    return fetchPage(this.db, query, pageOf(list), base);
  }

  /**
   * Where these files are used: track audio by `upload_file_id` (or `audio_key` naming the
   * stored file), images of artists, albums, tracks, playlists, genres and users by URL.
   */
  async usesOf(
    files: { id: number; url: string | null; key: string }[],
  ): Promise<Map<number, FileUse[]>> {
    const uses = new Map<number, FileUse[]>(files.map((f) => [f.id, []]));
    if (!files.length) return uses;
    const ids = files.map((f) => f.id);
    const keys = files.map((f) => f.key);
    const audio = await this.db
      .selectFrom('tracks')
      .select(['id', 'name', 'upload_file_id', 'audio_key'])
      .where((eb) => eb.or([eb('upload_file_id', 'in', ids), eb('audio_key', 'in', keys)]))
      .execute();
    for (const track of audio)
      for (const f of files)
        if (track.upload_file_id === f.id || track.audio_key === f.key)
          uses.get(f.id)!.push({ kind: 'track-audio', id: track.id, name: track.name });
    const urls = files.map((f) => f.url).filter((u): u is string => !!u);
    if (urls.length) {
      const byUrl = new Map<string, number[]>();
      for (const f of files) if (f.url) byUrl.set(f.url, [...(byUrl.get(f.url) ?? []), f.id]);
      const add = (
        kind: FileUse['kind'],
        rows: { id: number; name: string; image: string | null }[],
      ) => {
        for (const row of rows)
          for (const fileId of byUrl.get(row.image ?? '') ?? [])
            uses.get(fileId)!.push({ kind, id: row.id, name: row.name });
      };
      const owners = await Promise.all(
        IMAGE_OWNERS.map(([, table]) =>
          this.db
            .selectFrom(table)
            .select(['id', 'name', 'image'])
            .where('image', 'in', urls)
            .execute(),
        ),
      );
      IMAGE_OWNERS.forEach(([kind], index) => add(kind, owners[index] ?? []));
    }
    return uses;
  }
}

/** The columns of a channel the admin editor writes. */
export type ChannelValues = Pick<
  ChannelRow,
  | 'name'
  | 'slug'
  | 'description'
  | 'layout'
  | 'content_type'
  | 'source'
  | 'restriction'
  | 'seo_title'
  | 'seo_description'
>;
export type TagValues = { name: string; slug: string };
export type GenreValues = TagValues & {
  display_name: string | null;
  image: string | null;
  popularity: number;
};

/** What can show an uploaded image, and its table (usesOf). */
const IMAGE_OWNERS = [
  ['track', 'tracks'],
  ['album', 'albums'],
  ['artist', 'artists'],
  ['playlist', 'playlists'],
  ['genre', 'genres'],
  ['user', 'users'],
] as const satisfies readonly (readonly [FileUse['kind'], keyof Database])[];

function refsOf(rows: { owner: number; id: number; name: string }[], owner: number): AdminRef[] {
  return rows.filter((r) => r.owner === owner).map((r) => ({ id: r.id, name: r.name }));
}
