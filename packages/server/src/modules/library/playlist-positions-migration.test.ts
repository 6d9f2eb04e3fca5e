import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../platform/db/database';
import * as migration from '../../platform/db/migrations/20261125040000-make-playlist-positions-unique';
import { freshDatabaseForEachTest } from '../../test/test-database';

/** The migration takes the database untyped, as the migrator hands it over. */
const untyped = (db: DB) => db as unknown as Kysely<unknown>;

describe('migration 20261125040000-make-playlist-positions-unique', () => {
  let db: DB;
  freshDatabaseForEachTest((fresh) => (db = fresh));

  async function seed() {
    const now = new Date().toISOString();
    const owner = await db
      .insertInto('users')
      .values({ email: 'owner@example.com', name: 'Owner', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const playlist = async (name: string) =>
      (
        await db
          .insertInto('playlists')
          .values({ owner_id: owner.id, name, public: 1, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const tracks: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const row = await db
        .insertInto('tracks')
        .values({ name: `Track ${index}`, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      tracks.push(row.id);
    }
    return { playlist, tracks };
  }

  const rows = (playlistId: number) =>
    db
      .selectFrom('playlist_tracks')
      .select(['track_id', 'position'])
      .where('playlist_id', '=', playlistId)
      .orderBy('position')
      .execute();

  it('renumbers duplicate and gapped positions 0..n-1 in the order shown, then refuses duplicates', async () => {
    await migration.down(untyped(db));
    const { playlist, tracks } = await seed();
    const [a, b, c, d] = tracks as [number, number, number, number];
    const raced = await playlist('Raced');
    const gapped = await playlist('Gapped');
    const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();
    // Three parallel appends read the same last position; the earliest added shows first.
    await db
      .insertInto('playlist_tracks')
      .values([
        { playlist_id: raced, track_id: a, position: 0, created_at: at(0) },
        { playlist_id: raced, track_id: d, position: 1, created_at: at(3) },
        { playlist_id: raced, track_id: c, position: 1, created_at: at(2) },
        { playlist_id: raced, track_id: b, position: 1, created_at: at(1) },
        { playlist_id: gapped, track_id: b, position: 3, created_at: at(0) },
        { playlist_id: gapped, track_id: a, position: 7, created_at: at(0) },
      ])
      .execute();

    await migration.up(untyped(db));

    expect(await rows(raced)).toEqual([
      { track_id: a, position: 0 },
      { track_id: b, position: 1 },
      { track_id: c, position: 2 },
      { track_id: d, position: 3 },
    ]);
    expect(await rows(gapped)).toEqual([
      { track_id: b, position: 0 },
      { track_id: a, position: 1 },
    ]);
    await expect(
      db
        .insertInto('playlist_tracks')
        .values({ playlist_id: gapped, track_id: c, position: 1, created_at: at(5) })
        .execute(),
    ).rejects.toThrow();

    // Down keeps the positions and lets the old index back.
    await migration.down(untyped(db));
    await migration.up(untyped(db));
    expect(await rows(gapped)).toHaveLength(2);
  });
});
