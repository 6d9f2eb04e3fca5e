import { sql } from 'kysely';
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
    const row = await this.db
      .selectFrom(kind === 'track' ? 'tracks' : 'albums')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    // Both credit tables have artist_id; only the column naming the credited row differs.
    const credits = (kind === 'track' ? 'track_artists' : 'album_artists') as 'track_artists';
    const managers = await this.db
      .selectFrom(`${credits} as credits`)
      .innerJoin('artists', 'artists.id', 'credits.artist_id')
      .select('artists.user_id')
      .where(sql.ref(`credits.${kind}_id`), '=', id)
      .where('artists.user_id', 'is not', null)
      .execute();
    return { userId: row.user_id, artistManagers: managers.map((m) => m.user_id!) };
  }
}
