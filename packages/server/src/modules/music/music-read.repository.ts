import type { DB } from '../../platform/db/database';
import type { AlbumRow, TrackRow } from '../../platform/db/schema';

export interface ArtistRefRow {
  owner_id: number;
  id: number;
  name: string;
  image: string | null;
}
export interface NamedRow {
  owner_id: number;
  id: number;
  name: string;
  slug: string;
}
export interface AlbumRefRow {
  id: number;
  name: string;
  image: string | null;
}

/** Everything an editor shows of some tracks, read in a few queries (music-presenter.ts). */
export interface TrackBundle {
  tracks: TrackRow[];
  artists: ArtistRefRow[];
  genres: NamedRow[];
  tags: NamedRow[];
  albums: AlbumRefRow[];
  albumArtists: ArtistRefRow[];
  likes: { id: number; count: number }[];
  lyrics: { track_id: number; text: string; is_synced: number }[];
}

export interface AlbumBundle {
  albums: AlbumRow[];
  artists: ArtistRefRow[];
  genres: NamedRow[];
  tags: NamedRow[];
  likes: { id: number; count: number }[];
  tracks: TrackBundle;
}

/** The SQL behind the EditableTrack / EditableAlbum presenter (issue 15). */
export class MusicReadRepository {
  constructor(private readonly db: DB) {}

  async trackBundle(ids: number[]): Promise<TrackBundle> {
    if (ids.length === 0)
      return {
        tracks: [],
        artists: [],
        genres: [],
        tags: [],
        albums: [],
        albumArtists: [],
        likes: [],
        lyrics: [],
      };
    const tracks = await this.db.selectFrom('tracks').selectAll().where('id', 'in', ids).execute();
    const albumIds = [...new Set(tracks.map((t) => t.album_id).filter((id) => id !== null))];
    const [artists, genres, tags, albums, albumArtists, likes, lyrics] = await Promise.all([
      this.db
        .selectFrom('track_artists')
        .innerJoin('artists', 'artists.id', 'track_artists.artist_id')
        .select([
          'track_artists.track_id as owner_id',
          'artists.id',
          'artists.name',
          'artists.image',
        ])
        .where('track_artists.track_id', 'in', ids)
        .orderBy('track_artists.position')
        .orderBy('artists.id')
        .execute(),
      this.db
        .selectFrom('track_genres')
        .innerJoin('genres', 'genres.id', 'track_genres.genre_id')
        .select(['track_genres.track_id as owner_id', 'genres.id', 'genres.name', 'genres.slug'])
        .where('track_genres.track_id', 'in', ids)
        .orderBy('genres.name')
        .execute(),
      this.tagsOf('track', ids),
      albumIds.length
        ? this.db
            .selectFrom('albums')
            .select(['id', 'name', 'image'])
            .where('id', 'in', albumIds)
            .execute()
        : Promise.resolve([]),
      this.albumArtists(albumIds),
      this.likesOf('track', ids),
      this.db
        .selectFrom('lyrics')
        .select(['track_id', 'text', 'is_synced'])
        .where('track_id', 'in', ids)
        .execute(),
    ]);
    return { tracks, artists, genres, tags, albums, albumArtists, likes, lyrics };
  }

  async albumBundle(ids: number[]): Promise<AlbumBundle> {
    const albums = ids.length
      ? await this.db.selectFrom('albums').selectAll().where('id', 'in', ids).execute()
      : [];
    const trackIds = ids.length
      ? (
          await this.db
            .selectFrom('tracks')
            .select('id')
            .where('album_id', 'in', ids)
            .orderBy('number')
            .orderBy('id')
            .execute()
        ).map((row) => row.id)
      : [];
    const [artists, genres, tags, likes, tracks] = await Promise.all([
      this.albumArtists(ids),
      ids.length
        ? this.db
            .selectFrom('album_genres')
            .innerJoin('genres', 'genres.id', 'album_genres.genre_id')
            .select([
              'album_genres.album_id as owner_id',
              'genres.id',
              'genres.name',
              'genres.slug',
            ])
            .where('album_genres.album_id', 'in', ids)
            .orderBy('genres.name')
            .execute()
        : Promise.resolve([]),
      this.tagsOf('album', ids),
      this.likesOf('album', ids),
      this.trackBundle(trackIds),
    ]);
    return { albums, artists, genres, tags, likes, tracks };
  }

  /** The caller's draft tracks (newest first) and draft albums. */
  async draftIds(userId: number): Promise<{ trackIds: number[]; albumIds: number[] }> {
    const [tracks, albums] = await Promise.all([
      this.db
        .selectFrom('tracks')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'draft')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(500)
        .execute(),
      this.db
        .selectFrom('albums')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'draft')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute(),
    ]);
    return { trackIds: tracks.map((t) => t.id), albumIds: albums.map((a) => a.id) };
  }

  private albumArtists(albumIds: number[]): Promise<ArtistRefRow[]> {
    if (albumIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('album_artists')
      .innerJoin('artists', 'artists.id', 'album_artists.artist_id')
      .select(['album_artists.album_id as owner_id', 'artists.id', 'artists.name', 'artists.image'])
      .where('album_artists.album_id', 'in', albumIds)
      .orderBy('album_artists.position')
      .orderBy('artists.id')
      .execute();
  }

  private tagsOf(type: 'track' | 'album', ids: number[]): Promise<NamedRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('taggables')
      .innerJoin('tags', 'tags.id', 'taggables.tag_id')
      .select(['taggables.taggable_id as owner_id', 'tags.id', 'tags.name', 'tags.slug'])
      .where('taggables.taggable_type', '=', type)
      .where('taggables.taggable_id', 'in', ids)
      .orderBy('tags.name')
      .execute();
  }

  private async likesOf(
    type: 'track' | 'album',
    ids: number[],
  ): Promise<{ id: number; count: number }[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('likes')
      .select(['likeable_id as id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('likeable_type', '=', type)
      .where('likeable_id', 'in', ids)
      .groupBy('likeable_id')
      .execute();
    return rows.map((row) => ({ id: row.id, count: Number(row.count) }));
  }
}
