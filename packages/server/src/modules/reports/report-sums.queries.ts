import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

type CountBranch = SelectQueryBuilder<Database, keyof Database, { key: string; count: number }>;

/**
 * Sums the counts of several period runs (one select per grain run) by key, largest first,
 * ties by key: the top-N lists of the site reports and of an entity's insights.
 */
export async function sumCountsByKey(
  db: DB,
  branches: CountBranch[],
  limit: number | null,
): Promise<{ key: string; count: number }[]> {
  const [first, ...rest] = branches;
  if (!first) return [];
  const union = rest.reduce((query, branch) => query.unionAll(branch), first);
  let query = db
    .selectFrom(union.as('counted'))
    .select(['counted.key', sql<string | number>`sum(counted.count)`.as('total')])
    .groupBy('counted.key')
    .orderBy(sql`sum(counted.count)`, 'desc')
    .orderBy('counted.key');
  if (limit !== null) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.total) }));
}

/** Tracks with their picture, or their album's when they have none of their own. */
export async function trackNamesOf(db: DB, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('tracks')
    .leftJoin('albums', 'albums.id', 'tracks.album_id')
    .select((eb) => [
      'tracks.id',
      'tracks.name',
      eb.fn.coalesce('tracks.image', 'albums.image').as('image'),
    ])
    .where('tracks.id', 'in', ids)
    .execute();
}
