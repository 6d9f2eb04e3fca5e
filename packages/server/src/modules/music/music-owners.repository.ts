import type { DB } from '../../platform/db/database';

/** Who manages a piece of music: the SQL behind music.policy.ts, and the one write to it. */
export class MusicOwnersRepository {
  constructor(private readonly db: DB) {}

  /** The user who manages the artist, or undefined when there is no such artist. */
  async artistManager(artistId: number): Promise<{ userId: number | null } | undefined> {
    const row = await this.db
      .selectFrom('artists')
      .select('user_id')
      .where('id', '=', artistId)
      .executeTakeFirst();
    return row && { userId: row.user_id };
  }

  /**
   * Marks the artist verified and, with `userId`, makes that user its manager (a backstage
   * approval). False when there is no such artist.
   */
  async verifyArtist(artistId: number, userId?: number): Promise<boolean> {
    const result = await this.db
      .updateTable('artists')
      .set({
        verified: 1,
        updated_at: new Date().toISOString(),
        ...(userId !== undefined ? { user_id: userId } : {}),
      })
      .where('id', '=', artistId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * The uploader of a track or album and the managers of the artists it credits, or
   * undefined when there is no such row.
   */
  async owners(
    kind: 'track' | 'album',
    id: number,
  ): Promise<{ userId: number | null; artistManagers: number[] } | undefined> {
    const row =
      kind === 'track'
        ? await this.db
            .selectFrom('tracks')
            .select('user_id')
            .where('id', '=', id)
            .executeTakeFirst()
        : await this.db
            .selectFrom('albums')
            .select('user_id')
            .where('id', '=', id)
            .executeTakeFirst();
    if (!row) return undefined;
    const managers =
      kind === 'track'
        ? await this.db
            .selectFrom('track_artists')
            .innerJoin('artists', 'artists.id', 'track_artists.artist_id')
            .select('artists.user_id')
            .where('track_artists.track_id', '=', id)
            .where('artists.user_id', 'is not', null)
            .execute()
        : await this.db
            .selectFrom('album_artists')
            .innerJoin('artists', 'artists.id', 'album_artists.artist_id')
            .select('artists.user_id')
            .where('album_artists.album_id', '=', id)
            .where('artists.user_id', 'is not', null)
            .execute();
    return { userId: row.user_id, artistManagers: managers.map((m) => m.user_id!) };
  }
}
