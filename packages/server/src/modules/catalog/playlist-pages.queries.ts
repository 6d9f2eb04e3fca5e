import type { DB } from '../../platform/db/database';
import { fetchIdPage } from '../../platform/db/list-query';

/** `playlists as p`: the base of the playlist lists. */
export function playlistsAsP(db: DB) {
  return db.selectFrom('playlists as p');
}

/** A page of the playlists `base` selects, the most recently updated first. */
export async function newestPlaylistPage(
  db: DB,
  base: ReturnType<typeof playlistsAsP>,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  return fetchIdPage(
    db,
    base.select('p.id').orderBy('p.updated_at', 'desc').orderBy('p.id', 'desc'),
    { limit, offset },
    base,
  );
}
