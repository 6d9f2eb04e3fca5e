import { slugify } from '@tonearm/shared/format/slugify';
import { sql } from 'kysely';
import { albumTrackIds } from '../catalog/album-tracks.queries';
import type { DB } from '../../platform/db/database';
import type { AlbumRow, ArtistRow, FileEntryRow, TrackRow } from '../../platform/db/schema';

type Executor = Pick<DB, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;
type Taggable = 'track' | 'album';

export interface TrackValues {
  name: string;
  album_id: number | null;
  number: number | null;
  description: string | null;
  image: string | null;
  explicit: number;
  downloadable: number;
  public: number;
  release_at: string | null;
}

export interface AlbumValues {
  name: string;
  release_date: string | null;
  type: string;
  image: string | null;
  description: string | null;
  public: number;
  release_at: string | null;
}

export interface ArtistValues {
  name: string;
  image: string | null;
  bio: string | null;
  links: string;
  images: string;
  verified?: number;
}

/**
 * The SQL of the music editors: writes to tracks, albums, artists and their
 * credits, genres, tags and lyrics, and the reads the editor answers (music-presenter.ts) need.
 */
export class MusicRepository {
  constructor(private readonly db: DB) {}

  transaction<T>(work: (repo: MusicRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new MusicRepository(trx as DB)));
  }

  private get x(): Executor {
    return this.db;
  }

  // ---- Rows -------------------------------------------------------------------------------

  track(id: number): Promise<TrackRow | undefined> {
    return this.x.selectFrom('tracks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  tracksByIds(ids: number[]): Promise<TrackRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.x.selectFrom('tracks').selectAll().where('id', 'in', ids).execute();
  }

  album(id: number): Promise<AlbumRow | undefined> {
    return this.x.selectFrom('albums').selectAll().where('id', '=', id).executeTakeFirst();
  }

  albumsByIds(ids: number[]): Promise<AlbumRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.x.selectFrom('albums').selectAll().where('id', 'in', ids).execute();
  }

  /** The artists credited on each of `ids` (tracks or albums), first-credited first. */
  async creditedArtists(
    kind: Taggable,
    ids: number[],
  ): Promise<{ item_id: number; artist_id: number; name: string }[]> {
    if (!ids.length) return [];
    if (kind === 'track') {
      return this.x
        .selectFrom('track_artists as c')
        .innerJoin('artists as a', 'a.id', 'c.artist_id')
        .select(['c.track_id as item_id', 'c.artist_id', 'a.name'])
        .where('c.track_id', 'in', ids)
        .orderBy('c.position')
        .execute();
    }
    return this.x
      .selectFrom('album_artists as c')
      .innerJoin('artists as a', 'a.id', 'c.artist_id')
      .select(['c.album_id as item_id', 'c.artist_id', 'a.name'])
      .where('c.album_id', 'in', ids)
      .orderBy('c.position')
      .execute();
  }

  artist(id: number): Promise<ArtistRow | undefined> {
    return this.x.selectFrom('artists').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** An artist named so (case-insensitively), managed by `userId` unless `anyManager`. */
  async artistNamed(name: string, userId: number, anyManager: boolean) {
    let query = this.x
      .selectFrom('artists')
      .selectAll()
      .where(sql<string>`lower(name)`, '=', name.toLowerCase());
    if (!anyManager) query = query.where('user_id', '=', userId);
    return query.orderBy('id').executeTakeFirst();
  }

  async trackIdsOfAlbum(albumId: number): Promise<number[]> {
    return albumTrackIds(this.x, albumId);
  }

  /** The user's draft tracks and draft albums, each newest first. */
  async draftIds(userId: number): Promise<{ trackIds: number[]; albumIds: number[] }> {
    const [trackIds, albumIds] = await Promise.all([
      this.newestDraftIds('tracks', userId, 500),
      this.newestDraftIds('albums', userId, 100),
    ]);
    return { trackIds, albumIds };
  }

  private async newestDraftIds(
    table: 'tracks' | 'albums',
    userId: number,
    limit: number,
  ): Promise<number[]> {
    const rows = await this.x
      .selectFrom(table)
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'draft')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Tracks a user uploaded, in all (the music.create `tracks` restriction counts them). */
  async countTracksOf(userId: number): Promise<number> {
    const row = await this.x
      .selectFrom('tracks')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  fileEntry(id: number): Promise<FileEntryRow | undefined> {
    return this.x.selectFrom('file_entries').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Whether any track other than `exceptTrackId` plays this audio. */
  async audioInUse(audioKey: string | null, fileId: number | null, exceptTrackId: number) {
    if (!audioKey && !fileId) return false;
    const row = await this.x
      .selectFrom('tracks')
      .select('id')
      .where('id', '!=', exceptTrackId)
      .where((eb) =>
        eb.or([
          ...(audioKey ? [eb('audio_key', '=', audioKey)] : []),
          ...(fileId ? [eb('upload_file_id', '=', fileId)] : []),
        ]),
      )
      .executeTakeFirst();
    return !!row;
  }

  // ---- Credits, genres, tags, lyrics ------------------------------------------------------

  async setArtists(kind: Taggable, id: number, artistIds: number[]): Promise<void> {
    if (kind === 'track') {
      await this.x.deleteFrom('track_artists').where('track_id', '=', id).execute();
      if (artistIds.length)
        await this.x
          .insertInto('track_artists')
          .values(artistIds.map((artist_id, position) => ({ track_id: id, artist_id, position })))
          .execute();
    } else {
      await this.x.deleteFrom('album_artists').where('album_id', '=', id).execute();
      if (artistIds.length)
        await this.x
          .insertInto('album_artists')
          .values(artistIds.map((artist_id, position) => ({ album_id: id, artist_id, position })))
          .execute();
    }
  }

  /** Genre ids by name; unknown names are created. */
  genreIds(names: string[]): Promise<number[]> {
    return this.namedIds('genres', names);
  }

  /** Tag ids by name; unknown names are created. */
  tagIds(names: string[]): Promise<number[]> {
    return this.namedIds('tags', names);
  }

  /** Ids of the genres or tags with these names (by slug or name, any case), made if missing. */
  private async namedIds(table: 'genres' | 'tags', names: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) {
      const slug = slugify(name) || name.toLowerCase();
      const found = await this.x
        .selectFrom(table)
        .select('id')
        .where((eb) =>
          eb.or([eb('slug', '=', slug), eb(sql<string>`lower(name)`, '=', name.toLowerCase())]),
        )
        .executeTakeFirst();
      const now = new Date().toISOString();
      const id =
        found?.id ??
        (
          await this.x
            .insertInto(table)
            .values({ name, slug, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  async setGenres(kind: Taggable | 'artist', id: number, genreIds: number[]): Promise<void> {
    if (kind === 'track') {
      await this.x.deleteFrom('track_genres').where('track_id', '=', id).execute();
      if (genreIds.length)
        await this.x
          .insertInto('track_genres')
          .values(genreIds.map((genre_id) => ({ track_id: id, genre_id })))
          .execute();
    } else if (kind === 'album') {
      await this.x.deleteFrom('album_genres').where('album_id', '=', id).execute();
      if (genreIds.length)
        await this.x
          .insertInto('album_genres')
          .values(genreIds.map((genre_id) => ({ album_id: id, genre_id })))
          .execute();
    } else {
      await this.x.deleteFrom('artist_genres').where('artist_id', '=', id).execute();
      if (genreIds.length)
        await this.x
          .insertInto('artist_genres')
          .values(genreIds.map((genre_id) => ({ artist_id: id, genre_id })))
          .execute();
    }
  }

  async setTags(kind: Taggable, id: number, tagIds: number[]): Promise<void> {
    await this.x
      .deleteFrom('taggables')
      .where('taggable_type', '=', kind)
      .where('taggable_id', '=', id)
      .execute();
    if (tagIds.length)
      await this.x
        .insertInto('taggables')
        .values(tagIds.map((tag_id) => ({ tag_id, taggable_type: kind, taggable_id: id })))
        .execute();
  }

  async tagsOf(kind: Taggable, ids: number[]) {
    const map = new Map<number, { id: number; name: string; slug: string }[]>();
    if (!ids.length) return map;
    const rows = await this.x
      .selectFrom('taggables as j')
      .innerJoin('tags as t', 't.id', 'j.tag_id')
      .select(['j.taggable_id as owner', 't.id', 't.name', 't.slug'])
      .where('j.taggable_type', '=', kind)
      .where('j.taggable_id', 'in', ids)
      .orderBy('t.name')
      .execute();
    for (const { owner, ...tag } of rows) map.set(owner, [...(map.get(owner) ?? []), tag]);
    return map;
  }

  async lyricsOf(ids: number[]) {
    const map = new Map<number, { text: string; is_synced: boolean }>();
    if (!ids.length) return map;
    const rows = await this.x
      .selectFrom('lyrics')
      .select(['track_id', 'text', 'is_synced'])
      .where('track_id', 'in', ids)
      .execute();
    for (const row of rows) map.set(row.track_id, { text: row.text, is_synced: !!row.is_synced });
    return map;
  }

  async lyricsRow(trackId: number) {
    return this.x
      .selectFrom('lyrics')
      .select(['id', 'track_id', 'text', 'is_synced'])
      .where('track_id', '=', trackId)
      .executeTakeFirst();
  }

  async saveLyrics(trackId: number, text: string, isSynced: boolean): Promise<void> {
    const now = new Date().toISOString();
    const updated = await this.x
      .updateTable('lyrics')
      .set({ text, is_synced: isSynced ? 1 : 0, updated_at: now })
      .where('track_id', '=', trackId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await this.x
        .insertInto('lyrics')
        .values({
          track_id: trackId,
          text,
          is_synced: isSynced ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
  }

  async deleteLyrics(trackId: number): Promise<void> {
    await this.x.deleteFrom('lyrics').where('track_id', '=', trackId).execute();
  }

  // ---- Tracks -----------------------------------------------------------------------------

  async insertTrack(
    values: TrackValues & {
      user_id: number;
      duration_ms: number;
      audio_key: string | null;
      audio_mime: string | null;
      audio_size: number | null;
      upload_file_id: number;
      waveform: string | null;
    },
  ): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.x
      .insertInto('tracks')
      .values({
        ...values,
        status: 'draft',
        processing: 'queued',
        processing_progress: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateTrack(
    id: number,
    values: Partial<TrackValues> &
      Partial<
        Pick<
          TrackRow,
          | 'audio_key'
          | 'audio_mime'
          | 'audio_size'
          | 'upload_file_id'
          | 'processing'
          | 'processing_error'
          | 'processing_progress'
          | 'duration_ms'
          | 'status'
        >
      >,
  ): Promise<void> {
    await this.x
      .updateTable('tracks')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** Removes a track and what points at it without a foreign key (likes, reposts, tags, channels). */
  async deleteTrack(id: number): Promise<void> {
    await this.deletePolymorphic('track', [id]);
    await this.x.deleteFrom('tracks').where('id', '=', id).execute();
  }

  private async deletePolymorphic(kind: Taggable, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.x
      .deleteFrom('taggables')
      .where('taggable_type', '=', kind)
      .where('taggable_id', 'in', ids)
      .execute();
    await this.x
      .deleteFrom('likes')
      .where('likeable_type', '=', kind)
      .where('likeable_id', 'in', ids)
      .execute();
    await this.x
      .deleteFrom('reposts')
      .where('repostable_type', '=', kind)
      .where('repostable_id', 'in', ids)
      .execute();
    await this.x
      .deleteFrom('channelables')
      .where('channelable_type', '=', kind)
      .where('channelable_id', 'in', ids)
      .execute();
  }

  /** Drafts become published. */
  async publish(table: 'tracks' | 'albums', ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.x
      .updateTable(table)
      .set({ status: 'published', updated_at: new Date().toISOString() })
      .where('id', 'in', ids)
      .execute();
  }

  // ---- Albums -----------------------------------------------------------------------------

  async insertAlbum(values: AlbumValues & { user_id: number }): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.x
      .insertInto('albums')
      .values({ ...values, status: 'draft', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateAlbum(id: number, values: AlbumValues): Promise<void> {
    await this.x
      .updateTable('albums')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** The album's tracks become exactly `trackIds`, numbered in that order. */
  async setAlbumTracks(albumId: number, trackIds: number[]): Promise<void> {
    let query = this.x
      .updateTable('tracks')
      .set({ album_id: null })
      .where('album_id', '=', albumId);
    if (trackIds.length) query = query.where('id', 'not in', trackIds);
    await query.execute();
    for (const [index, id] of trackIds.entries())
      await this.x
        .updateTable('tracks')
        .set({ album_id: albumId, number: index + 1 })
        .where('id', '=', id)
        .execute();
  }

  async deleteAlbum(id: number, withTracks: boolean): Promise<number[]> {
    const trackIds = withTracks ? await this.trackIdsOfAlbum(id) : [];
    for (const trackId of trackIds) await this.deleteTrack(trackId);
    await this.deletePolymorphic('album', [id]);
    await this.x.deleteFrom('albums').where('id', '=', id).execute();
    return trackIds;
  }

  // ---- Artists ----------------------------------------------------------------------------

  async insertArtist(values: ArtistValues & { user_id: number | null }): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.x
      .insertInto('artists')
      .values({ verified: 0, ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateArtist(id: number, values: ArtistValues): Promise<void> {
    await this.x
      .updateTable('artists')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async deleteArtist(id: number): Promise<void> {
    await this.x
      .deleteFrom('likes')
      .where('likeable_type', '=', 'artist')
      .where('likeable_id', '=', id)
      .execute();
    await this.x
      .deleteFrom('follows')
      .where('followable_type', '=', 'artist')
      .where('followable_id', '=', id)
      .execute();
    await this.x
      .deleteFrom('channelables')
      .where('channelable_type', '=', 'artist')
      .where('channelable_id', '=', id)
      .execute();
    await this.x.deleteFrom('artists').where('id', '=', id).execute();
  }
}
