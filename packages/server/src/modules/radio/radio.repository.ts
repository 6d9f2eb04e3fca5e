import { sql } from 'kysely';
import { visibleMusic, type Viewer } from '../catalog/visibility.queries';
import type { DB } from '../../platform/db/database';

/** Bounded lookups of related tracks; each list is capped so a radio answer stays fast at scale. */
const CAP = 200;

export class RadioRepository {
  constructor(private readonly db: DB) {}

  async seedName(type: 'artist' | 'track' | 'genre' | 'album' | 'playlist', id: number) {
    const table = {
      artist: 'artists',
      track: 'tracks',
      genre: 'genres',
      album: 'albums',
      playlist: 'playlists',
    }[type] as 'artists' | 'tracks' | 'genres' | 'albums' | 'playlists';
    const row = await this.db
      .selectFrom(table)
      .select(['id', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  async artistsOfTracks(trackIds: number[]): Promise<number[]> {
    return this.linkedIds('track_artists', 'track_id', 'artist_id', trackIds, CAP);
  }

  async genresOfTracks(trackIds: number[]): Promise<number[]> {
    return this.linkedIds('track_genres', 'track_id', 'genre_id', trackIds, CAP);
  }

  async genresOfArtists(artistIds: number[]): Promise<number[]> {
    return this.linkedIds('artist_genres', 'artist_id', 'genre_id', artistIds);
  }

  /** The distinct `wanted` ids that rows of `link` pair with `ids` in their `given` column. */
  private async linkedIds(
    link: 'track_artists' | 'track_genres' | 'artist_genres',
    given: 'track_id' | 'artist_id',
    wanted: 'artist_id' | 'genre_id',
    ids: number[],
    limit?: number,
  ): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db
      // The three link tables differ only in which two columns they pair.
      .selectFrom(link as 'track_artists')
      .select(sql.ref<number>(wanted).as('id'))
      .distinct()
      .where(sql.ref(given), 'in', ids)
      .$if(limit !== undefined, (qb) => qb.limit(limit!))
      .execute();
    return rows.map((r) => r.id);
  }

  async tagsOfTracks(trackIds: number[]): Promise<number[]> {
    if (!trackIds.length) return [];
    const rows = await this.db
      .selectFrom('taggables')
      .select('tag_id')
      .distinct()
      .where('taggable_type', '=', 'track')
      .where('taggable_id', 'in', trackIds)
      .limit(CAP)
      .execute();
    return rows.map((r) => r.tag_id);
  }

  async tracksOfArtists(artistIds: number[]): Promise<number[]> {
    return this.mostPlayedTracksVia('track_artists', 'artist_id', artistIds);
  }

  async tracksOfAlbum(albumId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('tracks')
      .select('id')
      .where('album_id', '=', albumId)
      .execute();
    return rows.map((r) => r.id);
  }

  async tracksOfGenres(genreIds: number[]): Promise<number[]> {
    return this.mostPlayedTracksVia('track_genres', 'genre_id', genreIds);
  }

  /** The most played tracks that rows of `link` pair with `ids` (artists or genres), at most CAP. */
  private async mostPlayedTracksVia(
    link: 'track_artists' | 'track_genres',
    column: 'artist_id' | 'genre_id',
    ids: number[],
  ): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db
      // Both link tables have track_id; only the other column's name differs.
      .selectFrom(`${link as 'track_artists'} as link`)
      .innerJoin('tracks as t', 't.id', 'link.track_id')
      .select('t.id')
      .where(sql.ref(`link.${column}`), 'in', ids)
      .orderBy('t.plays_count', 'desc')
      .limit(CAP)
      .execute();
    return rows.map((r) => r.id);
  }

  async tracksOfTags(tagIds: number[]): Promise<number[]> {
    if (!tagIds.length) return [];
    const rows = await this.db
      .selectFrom('taggables')
      .select('taggable_id')
      .where('taggable_type', '=', 'track')
      .where('tag_id', 'in', tagIds)
      .limit(CAP)
      .execute();
    return rows.map((r) => r.taggable_id);
  }

  /** Tracks sharing a playlist with the seed tracks. */
  async playlistNeighbours(trackIds: number[]): Promise<number[]> {
    if (!trackIds.length) return [];
    const rows = await this.db
      .selectFrom('playlist_tracks as other')
      .select('other.track_id')
      .where('other.playlist_id', 'in', (eb) =>
        eb
          .selectFrom('playlist_tracks')
          .select('playlist_id')
          .where('track_id', 'in', trackIds)
          .limit(CAP),
      )
      .limit(CAP * 2)
      .execute();
    return rows.map((r) => r.track_id);
  }

  /** Tracks played by the listeners who recently played the seed tracks. */
  async playNeighbours(trackIds: number[]): Promise<number[]> {
    if (!trackIds.length) return [];
    const rows = await this.db
      .selectFrom('plays as other')
      .select('other.track_id')
      .where('other.user_id', 'in', (eb) =>
        eb
          .selectFrom('plays')
          .select('user_id')
          .where('track_id', 'in', trackIds)
          .where('user_id', 'is not', null)
          .orderBy('created_at', 'desc')
          .limit(50),
      )
      .orderBy('other.created_at', 'desc')
      .limit(CAP * 2)
      .execute();
    return rows.map((r) => r.track_id);
  }

  async popularTrackIds(excluding: number[], limit: number, viewer: Viewer = null) {
    let query = this.db
      .selectFrom('tracks')
      .select('id')
      .where('audio_key', 'is not', null)
      .where(visibleMusic(viewer, 'tracks'));
    if (excluding.length) query = query.where('id', 'not in', excluding);
    const rows = await query.orderBy('plays_count', 'desc').orderBy('id').limit(limit).execute();
    return rows.map((r) => r.id);
  }

  /** The tracks among `ids` with audio that `viewer` may see. */
  async playableIds(ids: number[], viewer: Viewer = null): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .selectFrom('tracks')
      .select('id')
      .where('id', 'in', ids)
      .where('audio_key', 'is not', null)
      .where(visibleMusic(viewer, 'tracks'))
      .execute();
    return new Set(rows.map((r) => r.id));
  }
}
