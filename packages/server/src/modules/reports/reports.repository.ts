import { sql, type RawBuilder } from 'kysely';
import type { ReportPeriod } from '@tonearm/shared/reports/report-range';
import type { DB } from '../../platform/db/database';
import { isPostgres } from '../../platform/db/dialect-helpers';
import { blockOf, periodRuns, type Grain } from './report-periods.queries';
import {
  dailyScopedCounts,
  sumScopedByKey,
  trackNamesOf,
  type CountScope,
} from './report-sums.queries';

export type ReportMetric = 'plays' | 'visits';

function metricScope(metric: ReportMetric): CountScope {
  return { table: 'report_counts', match: { metric } };
}

export interface CountIncrement {
  metric: ReportMetric;
  dimension: string;
  grain: Grain;
  period: string;
  key: string;
  count: number;
}

export type ReportEntityType = 'track' | 'album' | 'artist';

/** A +1 of a per-entity roll-up (insights). */
export interface EntityCountIncrement extends Omit<CountIncrement, 'metric'> {
  entity_type: ReportEntityType;
  entity_id: number;
}

export interface NewVisit {
  path: string;
  referrer: string | null;
  visitor_hash: string;
  /** 1 when this page view began a visit; imported rows without it count as one each. */
  starts_visit?: number;
  device: string | null;
  platform: string | null;
  browser: string | null;
  country: string | null;
  created_at: string;
}

export interface RawPlay {
  user_id: number | null;
  track_id: number;
  listener_hash: string | null;
  country: string | null;
  device: string | null;
  platform: string | null;
  browser: string | null;
  created_at: string;
}

/** The plays dimensions a rebuild recomputes, each from one column of the raw rows. */
const PLAY_COLUMNS = ['country', 'device', 'platform', 'browser'] as const;
const VISIT_COLUMNS = ['country', 'device', 'platform', 'browser'] as const;

function startOf(day: string): string {
  return `${day}T00:00:00.000Z`;
}

export class ReportsRepository {
  constructor(private readonly db: DB) {}

  async transaction<T>(work: (trx: DB) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The album and artists a play of this track counts for. */
  async trackFacets(executor: DB, trackId: number) {
    const [track, artists] = await Promise.all([
      executor.selectFrom('tracks').select('album_id').where('id', '=', trackId).executeTakeFirst(),
      executor
        .selectFrom('track_artists')
        .select('artist_id')
        .where('track_id', '=', trackId)
        .execute(),
    ]);
    return { albumId: track?.album_id ?? null, artistIds: artists.map((a) => a.artist_id) };
  }

  /** Adds to the roll-up counts (one statement; the rows must have distinct keys). */
  async addCounts(executor: DB, rows: CountIncrement[]): Promise<void> {
    if (rows.length === 0) return;
    await executor
      .insertInto('report_counts')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['metric', 'dimension', 'grain', 'period', 'key'])
          .doUpdateSet({ count: (eb) => eb('report_counts.count', '+', eb.ref('excluded.count')) }),
      )
      .execute();
  }

  /** Adds to the per-entity roll-ups (one statement per 500 rows; distinct keys). */
  async addEntityCounts(executor: DB, rows: EntityCountIncrement[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500)
      await executor
        .insertInto('report_entity_counts')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) =>
          oc
            .columns(['entity_type', 'entity_id', 'dimension', 'grain', 'period', 'key'])
            .doUpdateSet({
              count: (eb) => eb('report_entity_counts.count', '+', eb.ref('excluded.count')),
            }),
        )
        .execute();
  }

  /** Remembers a listener for the day per entity; answers the entities it is new to. */
  async addEntityUniques(
    executor: DB,
    entities: { type: ReportEntityType; id: number }[],
    day: string,
    hash: string,
  ): Promise<{ type: ReportEntityType; id: number }[]> {
    if (entities.length === 0) return [];
    const inserted = await executor
      .insertInto('report_entity_uniques')
      .values(entities.map((e) => ({ entity_type: e.type, entity_id: e.id, day, hash })))
      .onConflict((oc) => oc.columns(['entity_type', 'entity_id', 'day', 'hash']).doNothing())
      .returning(['entity_type', 'entity_id'])
      .execute();
    return inserted.map((row) => ({ type: row.entity_type, id: row.entity_id }));
  }

  /** Remembers a listener or visitor for the day; true when it is their first time that day. */
  async addUnique(executor: DB, metric: ReportMetric, day: string, hash: string): Promise<boolean> {
    const inserted = await executor
      .insertInto('report_uniques')
      .values({ metric, day, hash })
      .onConflict((oc) => oc.columns(['metric', 'day', 'hash']).doNothing())
      .returning('hash')
      .execute();
    return inserted.length > 0;
  }

  /** Raw rows of past activity (demo content, imports); the roll-ups are rebuilt after. */
  async insertRawActivity(plays: RawPlay[], visits: NewVisit[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // 500 rows a statement stays under every driver's parameter limit.
      for (let i = 0; i < plays.length; i += 500)
        await trx
          .insertInto('plays')
          .values(plays.slice(i, i + 500))
          .execute();
      for (let i = 0; i < visits.length; i += 500)
        await trx
          .insertInto('visits')
          .values(visits.slice(i, i + 500))
          .execute();
    });
  }

  async insertVisit(executor: DB, visit: NewVisit): Promise<void> {
    await executor.insertInto('visits').values(visit).execute();
  }

  /**
   * Marks the browser seen at `at`; true when this starts a visit (it was not seen since
   * `idleSince`). Safe under concurrent page views on any number of instances: the conditional
   * upsert lets exactly one of them start the visit.
   */
  async touchVisitor(executor: DB, hash: string, at: string, idleSince: string): Promise<boolean> {
    const continued = await executor
      .updateTable('report_visitors')
      .set({ last_seen_at: at })
      .where('hash', '=', hash)
      .where('last_seen_at', '>=', idleSince)
      .where('last_seen_at', '<=', at)
      .executeTakeFirst();
    if (Number(continued.numUpdatedRows) > 0) return false;
    const started = await executor
      .insertInto('report_visitors')
      .values({ hash, last_seen_at: at })
      .onConflict((oc) =>
        oc
          .column('hash')
          .doUpdateSet({ last_seen_at: at })
          .where('report_visitors.last_seen_at', '<', idleSince),
      )
      .returning('hash')
      .execute();
    return started.length > 0;
  }

  async deleteVisitorsSeenBefore(at: string): Promise<void> {
    await this.db.deleteFrom('report_visitors').where('last_seen_at', '<', at).execute();
  }

  // ---- Daily salts ------------------------------------------------------------------------

  async salt(day: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('report_salts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirst();
    return row?.salt;
  }

  /** Stores a salt for the day unless another instance already has; answers the day's salt. */
  async claimSalt(day: string, salt: string): Promise<string> {
    await this.db
      .insertInto('report_salts')
      .values({ day, salt })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    return (await this.salt(day)) ?? salt;
  }

  async deleteSaltsBefore(day: string): Promise<void> {
    await this.db.deleteFrom('report_salts').where('day', '<', day).execute();
  }

  // ---- Reading the roll-ups ---------------------------------------------------------------

  /**
   * Sums per key over a period, largest first (`limit` null for every key). The period is read
   * as runs of year, month, third-of-month and day rows (see report-periods.ts), one UNION ALL
   * branch each: SQLite answers each branch from a primary-key range (an OR of ranges costs it
   * twice as much).
   */
  sumByKey(
    metric: ReportMetric,
    dimension: string,
    period: ReportPeriod,
    limit: number | null,
  ): Promise<{ key: string; count: number }[]> {
    return sumScopedByKey(this.db, metricScope(metric), dimension, periodRuns(period), limit);
  }

  /** The daily counts of one dimension and key, by day (days without any are absent). */
  dailyCounts(
    metric: ReportMetric,
    dimension: string,
    period: ReportPeriod,
  ): Promise<Map<string, number>> {
    return dailyScopedCounts(this.db, metricScope(metric), dimension, period);
  }

  /** Tracks with their picture, or their album's when they have none of their own. */
  trackNames(ids: number[]) {
    return trackNamesOf(this.db, ids);
  }

  /** Albums or artists with their picture. */
  async namesIn(table: 'albums' | 'artists', ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom(table)
      .select(['id', 'name', 'image'])
      .where('id', 'in', ids)
      .execute();
  }

  // ---- Rebuilding from raw rows -----------------------------------------------------------

  /**
   * Recomputes the roll-ups of a metric for the days `from`..`to` (and the months they touch)
   * from the raw rows, in one transaction: what the write path would have produced.
   */
  async rebuild(metric: ReportMetric, period: ReportPeriod): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const pg = isPostgres(this.db);
      const day = pg
        ? sql.raw(`to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD')`)
        : sql.raw('substr(r.created_at, 1, 10)');
      const hour = pg
        ? sql.raw(`to_char(r.created_at at time zone 'UTC', 'HH24')`)
        : sql.raw('substr(r.created_at, 12, 2)');
      const table = sql.raw(metric === 'plays' ? 'plays' : 'visits');
      const range = sql`r.created_at >= ${startOf(period.from)} and r.created_at < ${startOf(nextDay(period.to))}`;

      await trx
        .deleteFrom('report_counts')
        .where('metric', '=', metric)
        .where('grain', '=', 'd')
        .where('period', '>=', period.from)
        .where('period', '<=', period.to)
        .execute();
      await trx
        .deleteFrom('report_uniques')
        .where('metric', '=', metric)
        .where('day', '>=', period.from)
        .where('day', '<=', period.to)
        .execute();

      const insertDaily = (
        dimension: string,
        key: RawBuilder<unknown> | null,
        from = sql`${table} r`,
        extra = sql``,
      ) =>
        sql`insert into report_counts (metric, dimension, grain, period, key, count)
          select ${metric}, ${dimension}, 'd', ${day}, ${key ?? sql`''`}, count(*)
          from ${from} where ${range} ${extra}
          group by ${day}${key ? sql`, ${key}` : sql``}`.execute(trx);

      // A visit, its hour and its client count once, on the page view that began it; pages
      // and referrers count every page view.
      const counted = metric === 'visits' ? sql`and r.starts_visit = 1` : sql``;
      // PostgreSQL refuses a constant in GROUP BY: the total groups by day alone.
      await insertDaily('total', null, sql`${table} r`, counted);
      await insertDaily('hour', hour, sql`${table} r`, counted);
      const columns = metric === 'plays' ? PLAY_COLUMNS : VISIT_COLUMNS;
      for (const column of columns)
        await insertDaily(
          column,
          sql`coalesce(r.${sql.ref(column)}, '')`,
          sql`${table} r`,
          counted,
        );
      if (metric === 'plays') {
        await insertDaily('track', sql`cast(r.track_id as varchar(20))`);
        await insertDaily(
          'album',
          sql`cast(t.album_id as varchar(20))`,
          sql`plays r join tracks t on t.id = r.track_id`,
          sql`and t.album_id is not null`,
        );
        await insertDaily(
          'artist',
          sql`cast(ta.artist_id as varchar(20))`,
          sql`plays r join track_artists ta on ta.track_id = r.track_id`,
        );
        await sql`insert into report_uniques (metric, day, hash)
          select distinct 'plays', ${day},
            coalesce('u:' || cast(r.user_id as varchar(20)), r.listener_hash, 'p:' || cast(r.id as varchar(20)))
          from plays r where ${range}`.execute(trx);
        await rebuildEntityCounts(trx, period, { day, hour, range });
      } else {
        await insertDaily('page', sql`r.path`);
        await insertDaily(
          'referrer',
          sql`r.referrer`,
          sql`visits r`,
          sql`and r.referrer is not null`,
        );
        await sql`insert into report_uniques (metric, day, hash)
          select distinct 'visits', ${day}, r.visitor_hash from visits r where ${range}`.execute(
          trx,
        );
      }
      await sql`insert into report_counts (metric, dimension, grain, period, key, count)
        select metric, 'uniques', 'd', day, '', count(*) from report_uniques
        where metric = ${metric} and day >= ${period.from} and day <= ${period.to}
        group by metric, day`.execute(trx);

      // The coarser blocks the days belong to are summed again from their (now correct) days.
      const firstDay = `${period.from.slice(0, 4)}-01-01`;
      const lastDay = `${period.to.slice(0, 4)}-12-31`;
      const blockKey: Record<Exclude<Grain, 'd'>, RawBuilder<string>> = {
        y: sql`substr(period, 1, 4)`,
        m: sql`substr(period, 1, 7)`,
        x: sql`substr(period, 1, 8) || case when substr(period, 9, 2) < '11' then '01' when substr(period, 9, 2) < '21' then '11' else '21' end`,
      };
      for (const grain of ['y', 'm', 'x'] as const) {
        await trx
          .deleteFrom('report_counts')
          .where('metric', '=', metric)
          .where('grain', '=', grain)
          .where('period', '>=', blockOf(grain, firstDay))
          .where('period', '<=', blockOf(grain, lastDay))
          .execute();
        await sql`insert into report_counts (metric, dimension, grain, period, key, count)
          select metric, dimension, ${grain}, ${blockKey[grain]}, key, sum(count)
          from report_counts
          where metric = ${metric} and grain = 'd' and dimension <> 'hour'
            and period >= ${firstDay} and period <= ${lastDay}
          group by metric, dimension, ${blockKey[grain]}, key`.execute(trx);
      }
    });
  }
}

/** Where each entity's plays come from, and the column that names the entity. */
const ENTITY_SOURCES: Record<
  ReportEntityType,
  { from: RawBuilder<unknown>; id: RawBuilder<unknown> }
> = {
  track: { from: sql`plays r`, id: sql`r.track_id` },
  album: {
    from: sql`plays r join tracks t on t.id = r.track_id and t.album_id is not null`,
    id: sql`t.album_id`,
  },
  artist: {
    // (track_id, artist_id) is the primary key: each artist once per play.
    from: sql`plays r join track_artists ta on ta.track_id = r.track_id`,
    id: sql`ta.artist_id`,
  },
};

/**
 * The per-entity roll-ups of insights for the days of `period`, rebuilt inside
 * the plays rebuild's transaction: what rollUpPlay would have written for those plays.
 */
async function rebuildEntityCounts(
  trx: DB,
  period: ReportPeriod,
  at: { day: RawBuilder<unknown>; hour: RawBuilder<unknown>; range: RawBuilder<unknown> },
): Promise<void> {
  const { day, hour, range } = at;
  await trx
    .deleteFrom('report_entity_counts')
    .where('grain', '=', 'd')
    .where('period', '>=', period.from)
    .where('period', '<=', period.to)
    .execute();
  await trx
    .deleteFrom('report_entity_uniques')
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .execute();
  const listener = sql`coalesce('u:' || cast(r.user_id as varchar(20)), r.listener_hash, 'p:' || cast(r.id as varchar(20)))`;
  for (const [type, source] of Object.entries(ENTITY_SOURCES)) {
    const insertDaily = (dimension: string, key: RawBuilder<unknown> | null) =>
      sql`insert into report_entity_counts (entity_type, entity_id, dimension, grain, period, key, count)
        select ${type}, ${source.id}, ${dimension}, 'd', ${day}, ${key ?? sql`''`}, count(*)
        from ${source.from} where ${range}
        group by ${source.id}, ${day}${key ? sql`, ${key}` : sql``}`.execute(trx);
    await insertDaily('total', null);
    await insertDaily('hour', hour);
    for (const column of PLAY_COLUMNS)
      await insertDaily(column, sql`coalesce(r.${sql.ref(column)}, '')`);
    if (type !== 'track') await insertDaily('track', sql`cast(r.track_id as varchar(20))`);
    await sql`insert into report_entity_uniques (entity_type, entity_id, day, hash)
      select distinct ${type}, ${source.id}, ${day}, ${listener}
      from ${source.from} where ${range}`.execute(trx);
  }
  await sql`insert into report_entity_counts (entity_type, entity_id, dimension, grain, period, key, count)
    select entity_type, entity_id, 'uniques', 'd', day, '', count(*) from report_entity_uniques
    where day >= ${period.from} and day <= ${period.to}
    group by entity_type, entity_id, day`.execute(trx);

  const firstDay = `${period.from.slice(0, 4)}-01-01`;
  const lastDay = `${period.to.slice(0, 4)}-12-31`;
  // The coarser grains each dimension keeps (entityGrainsOf): months of all but hours, years
  // of the totals, listeners and tracks.
  const dimensionsOf = {
    m: sql`dimension <> 'hour'`,
    y: sql`dimension in ('total', 'uniques', 'track')`,
  };
  for (const grain of ['y', 'm', 'x'] as const) {
    await trx
      .deleteFrom('report_entity_counts')
      .where('grain', '=', grain)
      .where('period', '>=', blockOf(grain, firstDay))
      .where('period', '<=', blockOf(grain, lastDay))
      .execute();
    if (grain === 'x') continue;
    await sql`insert into report_entity_counts (entity_type, entity_id, dimension, grain, period, key, count)
      select entity_type, entity_id, dimension, ${grain}, ${BLOCK_KEY[grain]}, key, sum(count)
      from report_entity_counts
      where grain = 'd' and ${dimensionsOf[grain]} and period >= ${firstDay} and period <= ${lastDay}
      group by entity_type, entity_id, dimension, ${BLOCK_KEY[grain]}, key`.execute(trx);
  }
}

/** The period key of a day row's coarser block, in SQL. */
const BLOCK_KEY: Record<Exclude<Grain, 'd'>, RawBuilder<string>> = {
  y: sql`substr(period, 1, 4)`,
  m: sql`substr(period, 1, 7)`,
  x: sql`substr(period, 1, 8) || case when substr(period, 9, 2) < '11' then '01' when substr(period, 9, 2) < '21' then '11' else '21' end`,
};

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
