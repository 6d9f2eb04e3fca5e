import type { DB } from '../../platform/db/database';

/** The id, name and image of each of `ids` that exists: how other modules show a user. */
export async function userRefsByIds(db: DB, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('users').select(['id', 'name', 'image']).where('id', 'in', ids).execute();
}
