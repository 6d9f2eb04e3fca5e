import type { DB } from '../../platform/db/database';
import type { PlaylistRow } from '../../platform/db/schema';

export class PlaylistsRepository {
  constructor(private readonly db: DB) {}

  async find(id: number): Promise<PlaylistRow | undefined> {
    return this.db.selectFrom('playlists').selectAll().where('id', '=', id).executeTakeFirst();
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

  async trackPage(playlistId: number, limit: number, offset: number) {
    const base = this.db.selectFrom('playlist_tracks').where('playlist_id', '=', playlistId);
    const [rows, total] = await Promise.all([
      base
        .select(['track_id', 'position'])
        .orderBy('position')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async existingTrackIds(ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.selectFrom('tracks').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  }

  async append(playlistId: number, trackIds: number[], userId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const max = await trx
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
      if (values.length) await trx.insertInto('playlist_tracks').values(values).execute();
      await trx
        .updateTable('playlists')
        .set({ updated_at: now })
        .where('id', '=', playlistId)
        .execute();
    });
  }

  async remove(playlistId: number, trackIds: number[]): Promise<void> {
    await this.db
      .deleteFrom('playlist_tracks')
      .where('playlist_id', '=', playlistId)
      .where('track_id', 'in', trackIds)
      .execute();
    await this.touch(playlistId);
  }

  async reorder(playlistId: number, trackIds: number[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Two passes keep positions unique-free of clashes if a unique index is ever added.
      for (const [index, trackId] of trackIds.entries()) {
        await trx
          .updateTable('playlist_tracks')
          .set({ position: index })
          .where('playlist_id', '=', playlistId)
          .where('track_id', '=', trackId)
          .execute();
      }
      await trx
        .updateTable('playlists')
        .set({ updated_at: new Date().toISOString() })
        .where('id', '=', playlistId)
        .execute();
    });
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
