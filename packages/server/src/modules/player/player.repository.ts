import type { DB } from '../../platform/db/database';

function compileTrackAudioQuery(db: DB) {
  return db
    .selectFrom('tracks')
    .select(['id', 'name', 'audio_key', 'audio_mime', 'audio_size'])
    .where('id', '=', 0)
    .compile();
}

export class PlayerRepository {
  /**
   * Compiled once (the id is its one parameter): every range request a player makes asks it,
   * and building and compiling the query cost more than running it.
   */
  private readonly trackAudioQuery: ReturnType<typeof compileTrackAudioQuery>;

  constructor(private readonly db: DB) {
    this.trackAudioQuery = compileTrackAudioQuery(db);
  }

  async trackAudio(trackId: number) {
    const query: typeof this.trackAudioQuery = { ...this.trackAudioQuery, parameters: [trackId] };
    const { rows } = await this.db.executeQuery(query);
    return rows[0];
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
