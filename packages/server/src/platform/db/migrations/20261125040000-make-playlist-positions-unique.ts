import { sql, type Kysely } from 'kysely';

/**
 * A track's position is unique within its playlist. Parallel appends used to read the same last
 * position and write duplicates; the app now changes a playlist's tracks under a lock, and the
 * index makes the rule hard. Existing playlists are renumbered 0..n-1 first, in the order they
 * showed (position, then when added, then track id), which also closes the gaps removals left.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update playlist_tracks set position = ranked.place - 1
    from (
      select playlist_id, track_id,
        row_number() over (partition by playlist_id order by position, created_at, track_id) as place
      from playlist_tracks
    ) as ranked
    where playlist_tracks.playlist_id = ranked.playlist_id
      and playlist_tracks.track_id = ranked.track_id
      and playlist_tracks.position <> ranked.place - 1`.execute(db);
  await db.schema.dropIndex('playlist_tracks_position_index').execute();
  await db.schema
    .createIndex('playlist_tracks_position_unique')
    .on('playlist_tracks')
    .columns(['playlist_id', 'position'])
    .unique()
    .execute();
}

/** Positions stay as they are (unique, 0..n-1), under a plain index again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('playlist_tracks_position_unique').execute();
  await db.schema
    .createIndex('playlist_tracks_position_index')
    .on('playlist_tracks')
    .columns(['playlist_id', 'position'])
    .execute();
}
