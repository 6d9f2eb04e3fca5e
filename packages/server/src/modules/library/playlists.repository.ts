import { sql } from 'kysely';
import { visibleMusic, type Viewer } from '../catalog/visibility.queries';
import type { DB } from '../../platform/db/database';
import { isPostgres } from '../../platform/db/dialect-helpers';
import type { PlaylistRow } from '../../platform/db/schema';
import { fetchPage } from '../../platform/db/list-query';
import { chunks } from '../../platform/db/statement-chunks';

export class PlaylistsRepository {
  constructor(private readonly db: DB) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  async transaction<T>(work: (repo: PlaylistsRepository) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db.transaction().execute((trx) => work(new PlaylistsRepository(trx)));
  }

  /**
   * Takes the playlist for a change of its tracks; false when it is gone. On PostgreSQL the row
   * stays locked until the transaction ends, so two changes at once cannot both read the same
   * tracks and positions and write over each other (the later one waits, then reads what the
   * first wrote); SQLite runs one write transaction at a time.
   */
  async lock(id: number): Promise<boolean> {
    const query = this.db.selectFrom('playlists').select('id').where('id', '=', id);
    return !!(await (isPostgres(this.db) ? query.forUpdate() : query).executeTakeFirst());
  }

  async find(id: number): Promise<PlaylistRow | undefined> {
    return this.db.selectFrom('playlists').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async countOwnedBy(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('playlists')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('owner_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async isCollaborator(playlistId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('playlist_collaborators')
      .select('user_id')
      .where('playlist_id', '=', playlistId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return !!row;
  }

  async create(values: {
    owner_id: number;
    workspace_id: number | null;
    name: string;
    description: string | null;
    image: string | null;
    public: number;
    collaborative: number;
  }): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('playlists')
      .values({ ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    id: number,
    values: Partial<
      Pick<PlaylistRow, 'name' | 'description' | 'image' | 'public' | 'collaborative'>
    >,
  ): Promise<void> {
    await this.db
      .updateTable('playlists')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('follows')
        .where('followable_type', '=', 'playlist')
        .where('followable_id', '=', id)
        .execute();
      await trx
        .deleteFrom('channelables')
        .where('channelable_type', '=', 'playlist')
        .where('channelable_id', '=', id)
        .execute();
      await trx.deleteFrom('playlists').where('id', '=', id).execute();
    });
  }

  async trackIds(playlistId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('playlist_tracks')
      .select('track_id')
      .where('playlist_id', '=', playlistId)
      .orderBy('position')
      .execute();
    return rows.map((r) => r.track_id);
  }

  /** The playlist's tracks `viewer` sees, in order; the total counts the same. */
  async trackPage(playlistId: number, limit: number, offset: number, viewer: Viewer) {
    const base = this.db
      .selectFrom('playlist_tracks as pt')
      .innerJoin('tracks as t', 't.id', 'pt.track_id')
      .where('pt.playlist_id', '=', playlistId)
      .where(visibleMusic(viewer, 't'));
    return fetchPage(
      this.db,
      base.select(['pt.track_id', 'pt.position']).orderBy('pt.position'),
      { limit, offset },
      base,
    );
  }

  /** The tracks among `ids` that exist and `viewer` may see (a draft cannot be added). */
  async existingTrackIds(ids: number[], viewer: Viewer): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .selectFrom('tracks')
      .select('id')
      .where('id', 'in', ids)
      .where(visibleMusic(viewer))
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Adds the tracks after the last one; call it holding the playlist's `lock`. */
  async append(playlistId: number, trackIds: number[], userId: number): Promise<void> {
    const max = await this.db
      .selectFrom('playlist_tracks')
      .select((eb) => eb.fn.max<number>('position').as('m'))
      .where('playlist_id', '=', playlistId)
      .executeTakeFirst();
    let position = max?.m === null || max?.m === undefined ? 0 : Number(max.m) + 1;
    const now = new Date().toISOString();
    const values = trackIds.map((trackId) => ({
      playlist_id: playlistId,
      track_id: trackId,
      position: position++,
      added_by: userId,
      created_at: now,
    }));
    for (const chunk of chunks(values, 100)) {
      await this.db.insertInto('playlist_tracks').values(chunk).execute();
    }
    await this.touch(playlistId);
  }

  /** Call it holding the playlist's `lock`, then `renumber` what is left. */
  async remove(playlistId: number, trackIds: number[]): Promise<void> {
    for (const chunk of chunks(trackIds)) {
      await this.db
        .deleteFrom('playlist_tracks')
        .where('playlist_id', '=', playlistId)
        .where('track_id', 'in', chunk)
        .execute();
    }
    await this.touch(playlistId);
  }

  /**
   * Gives the tracks positions 0..n-1 in the order given, which must list every track of the
   * playlist (call it holding the playlist's `lock`). Positions are unique per playlist and both
   * dialects check that row by row, so the rows first move to negative positions, out of the
   * way, and then each takes its place.
   */
  async renumber(playlistId: number, trackIds: number[]): Promise<void> {
    await this.db
      .updateTable('playlist_tracks')
      .set({ position: sql<number>`-1 - position` })
      .where('playlist_id', '=', playlistId)
      .execute();
    for (const [index, chunk] of chunks(trackIds).entries()) {
      const start = index * 500;
      const cases = chunk.map(
        (trackId, offset) => sql`when ${trackId} then ${sql.lit(start + offset)}`,
      );
      await this.db
        .updateTable('playlist_tracks')
        .set({ position: sql<number>`case track_id ${sql.join(cases, sql` `)} end` })
        .where('playlist_id', '=', playlistId)
        .where('track_id', 'in', chunk)
        .execute();
    }
    await this.touch(playlistId);
  }

  private async touch(playlistId: number): Promise<void> {
    await this.db
      .updateTable('playlists')
      .set({ updated_at: new Date().toISOString() })
      .where('id', '=', playlistId)
      .execute();
  }

  /** Collaborators in the order they were added. */
  async collaborators(playlistId: number) {
    return this.db
      .selectFrom('playlist_collaborators as pc')
      .innerJoin('users as u', 'u.id', 'pc.user_id')
      .select(['u.id', 'u.name', 'u.image'])
      .where('pc.playlist_id', '=', playlistId)
      .orderBy('pc.created_at')
      .orderBy('u.id')
      .execute();
  }

  async addCollaborator(playlistId: number, userId: number): Promise<void> {
    await this.db
      .insertInto('playlist_collaborators')
      .values({ playlist_id: playlistId, user_id: userId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async removeCollaborator(playlistId: number, userId: number): Promise<void> {
    await this.db
      .deleteFrom('playlist_collaborators')
      .where('playlist_id', '=', playlistId)
      .where('user_id', '=', userId)
      .execute();
  }

  /** The user stops collaborating and following: the playlist is no longer in their library. */
  async leave(playlistId: number, userId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('playlist_collaborators')
        .where('playlist_id', '=', playlistId)
        .where('user_id', '=', userId)
        .execute();
      await trx
        .deleteFrom('follows')
        .where('user_id', '=', userId)
        .where('followable_type', '=', 'playlist')
        .where('followable_id', '=', playlistId)
        .execute();
    });
  }

  async userExists(userId: number): Promise<boolean> {
    return !!(await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst());
  }
}
