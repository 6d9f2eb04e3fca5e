import { sql, type SelectQueryBuilder } from 'kysely';
import type { ReportPeriod } from '@tonearm/shared/reports/report-range';
import type { DB } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import type { GrainRun } from './report-periods.queries';

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

/** Whose roll-ups are read: a site-wide metric's (`report_counts`). */
export type CountScope = { table: 'report_counts'; match: { metric: string } };

/** The roll-up rows of one scope and dimension. */
function scopedCounts(db: DB, scope: CountScope, dimension: string) {
  let query = db.selectFrom(scope.table);
  for (const [column, value] of Object.entries(scope.match)) {
    query = query.where(sql.ref(column), '=', value);
  }
  return query.where('dimension', '=', dimension);
}

/** Sums per key of one scope's dimension over the grain runs of a period, largest first. */
export function sumScopedByKey(
  db: DB,
  scope: CountScope,
  dimension: string,
  runs: GrainRun[],
  limit: number | null,
): Promise<{ key: string; count: number }[]> {
  const branches = runs.map((run) =>
    scopedCounts(db, scope, dimension)
      .select(['key', 'count'])
      .where('grain', '=', run.grain)
      .where('period', '>=', run.from)
      .where('period', '<=', run.to),
  );
  return sumCountsByKey(db, branches, limit);
}

/** One scope's daily counts of a dimension: by day, or by hour for `hour`. */
export async function dailyScopedCounts(
  db: DB,
  scope: CountScope,
  dimension: string,
  period: ReportPeriod,
): Promise<Map<string, number>> {
  const rows = await scopedCounts(db, scope, dimension)
    .select(['period', 'key', 'count'])
    .where('grain', '=', 'd')
    .where('period', '>=', period.from)
    .where('period', '<=', period.to)
    .execute();
  return new Map(rows.map((row) => [dimension === 'hour' ? row.key : row.period, row.count]));
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
