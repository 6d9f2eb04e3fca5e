import type { DB } from '../../platform/db/database';

/** The ids of an album's tracks in running order: by track number, then as they were added. */
export async function albumTrackIds(
  db: Pick<DB, 'selectFrom'>,
  albumId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('tracks')
    .select('id')
    .where('album_id', '=', albumId)
    .orderBy('number')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
