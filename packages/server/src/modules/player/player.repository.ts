import type { DB } from '../../platform/db/database';

export class PlayerRepository {
  constructor(private readonly db: DB) {}

  async trackAudio(trackId: number) {
    return this.db
      .selectFrom('tracks')
      .select(['id', 'name', 'audio_key', 'audio_mime', 'audio_size'])
      .where('id', '=', trackId)
      .executeTakeFirst();
  }

  async insertPlay(play: {
    user_id: number | null;
    track_id: number;
    platform: string | null;
    device: string | null;
    country: string | null;
  }): Promise<void> {
    await this.db
      .insertInto('plays')
      .values({ ...play, created_at: new Date().toISOString() })
      .execute();
  }

  /** When this user last played this track (for ignoring double reports). */
  async lastPlayAt(userId: number, trackId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('plays')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('track_id', '=', trackId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at ?? null;
  }
}
