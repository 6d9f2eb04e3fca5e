import type { DB } from '../../platform/db/database';
import { isPostgres } from '../../platform/db/dialect-helpers';

function compileTrackAudioQuery(db: DB) {
  return db
    .selectFrom('tracks')
    .select([
      'id',
      'name',
      'audio_key',
      'audio_mime',
      'audio_size',
      'status',
      'public',
      'release_at',
      'user_id',
    ])
    .where('id', '=', 0)
    .compile();
}

export interface NewPlay {
  user_id: number | null;
  track_id: number;
  platform: string | null;
  device: string | null;
  country: string | null;
  browser: string | null;
  listener_hash: string | null;
}

/** The stored play, handed to whoever counts it inside the inserting transaction. */
export type RecordedPlay = NewPlay & { id: number; created_at: string };
export type OnPlayRecorded = (trx: DB, play: RecordedPlay) => Promise<void>;

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

  /** Inserts a play and lets `onRecorded` count it in the same transaction. */
  async insertPlay(play: NewPlay, onRecorded: OnPlayRecorded): Promise<void> {
    await this.db.transaction().execute((trx) => insertAndCount(trx, play, onRecorded));
  }

  /**
   * Records a listener's play unless they played the same track after `since`: 'recorded',
   * 'repeat', or 'gone' when the account no longer exists. Check and insert run under a lock on
   * the listener's row (on PostgreSQL; SQLite runs one write transaction at a time), so parallel
   * reports of one playback cannot all find no earlier play and all count. NO KEY UPDATE queues
   * the listener's reports and an account deletion, not the foreign-key checks of their other
   * writes.
   */
  async insertListenerPlay(
    play: NewPlay & { user_id: number },
    since: string,
    onRecorded: OnPlayRecorded,
  ): Promise<'recorded' | 'repeat' | 'gone'> {
    return this.db.transaction().execute(async (trx) => {
      const listener = trx.selectFrom('users').select('id').where('id', '=', play.user_id);
      const locked = await (
        isPostgres(this.db) ? listener.forNoKeyUpdate() : listener
      ).executeTakeFirst();
      if (!locked) return 'gone';
      const recent = await trx
        .selectFrom('plays')
        .select('id')
        .where('user_id', '=', play.user_id)
        .where('track_id', '=', play.track_id)
        .where('created_at', '>', since)
        .limit(1)
        .executeTakeFirst();
      if (recent) return 'repeat';
      await insertAndCount(trx, play, onRecorded);
      return 'recorded';
    });
  }
}

async function insertAndCount(trx: DB, play: NewPlay, onRecorded: OnPlayRecorded): Promise<void> {
  const createdAt = new Date().toISOString();
  const { id } = await trx
    .insertInto('plays')
    .values({ ...play, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await onRecorded(trx, { ...play, id, created_at: createdAt });
}
