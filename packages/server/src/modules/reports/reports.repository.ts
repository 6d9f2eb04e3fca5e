import { sql, type InsertObject, type RawBuilder } from 'kysely';
import { periodLength, type ReportPeriod } from '@tonearm/shared/reports/report-range';
import type { DB } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { isPostgres } from '../../platform/db/dialect-helpers';
import { chunks } from '../../platform/db/statement-chunks';
import {
  bump,
  clientKeys,
  entityCountsJson,
  hourOf,
  PlayTally,
  type TallyListener,
} from './entity-day-counts.queries';
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

/** What one or more plays add to an entity's day (insights); `counts` is JSON. */
export interface EntityDayIncrement {
  entity_type: ReportEntityType;
  entity_id: number;
  day: string;
  plays: number;
  listeners: number;
  counts: string;
}

/** Where a rebuild has got to: after each batch of days, each its own transaction. */
export interface RebuildProgress {
  metric: ReportMetric;
  /** The days just rebuilt. */
  batch: ReportPeriod;
  /** Days rebuilt so far, of `days`. */
  done: number;
  days: number;
  /** Raw rows (plays or visits) counted so far. */
  rows: number;
}

export interface RebuildOptions {
  /** Listener and visitor keys are kept from this day on (the write path reads only today's). */
  keepUniquesFrom: string;
  onProgress?: ((progress: RebuildProgress) => void) | undefined;
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

  /**
   * Adds plays to the per-entity day rows (one statement per 500 rows; distinct entities). The
   * counts objects are merged key by key in the database, so parallel plays of one entity on any
   * number of instances all count.
   */
  async addEntityDays(executor: DB, rows: EntityDayIncrement[]): Promise<void> {
    const merged = mergedCounts(executor);
    for (const chunk of chunks(rows))
      await executor
        .insertInto('report_entity_days')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['entity_type', 'entity_id', 'day']).doUpdateSet({
            plays: (eb) => eb('report_entity_days.plays', '+', eb.ref('excluded.plays')),
            listeners: (eb) =>
              eb('report_entity_days.listeners', '+', eb.ref('excluded.listeners')),
            counts: merged,
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
      await insertInChunks(trx, 'plays', plays);
      await insertInChunks(trx, 'visits', visits);
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

  /** Forgets the listener and visitor keys of the days before `day` (their counts stay). */
  async deleteUniquesBefore(day: string): Promise<void> {
    await this.db.deleteFrom('report_uniques').where('day', '<', day).execute();
    await this.db.deleteFrom('report_entity_uniques').where('day', '<', day).execute();
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
   * Recomputes the roll-ups of a metric for the days of `period` from the raw rows: what the
   * write path would have produced. It goes in batches of at most ten days (one third of a
   * month), each its own short transaction, so a rebuild of years of plays never holds the
   * database for long, and readers only ever see whole batches.
   *
   * Within a batch the raw rows cannot change: SQLite runs one write transaction at a time, and
   * on PostgreSQL the batch takes a SHARE lock on the raw table, which waits for the plays being
   * recorded to commit and holds new ones back until the batch commits. A play recorded while a
   * rebuild runs is therefore either counted by its batch (which replaces its live increments) or
   * added to the rebuilt rows afterwards: never lost, never counted twice.
   */
  async rebuild(
    metric: ReportMetric,
    period: ReportPeriod,
    options: RebuildOptions,
  ): Promise<void> {
    const days = periodLength(period);
    const pg = isPostgres(this.db);
    // Each batch adds day rows to every entity played in it, all over the primary key: SQLite's
    // default 2 MB page cache re-reads those pages from disk for every batch, which made a
    // rebuild slow down as the table grew. A larger cache for the rebuild's connection, and back.
    const cacheSize = pg
      ? undefined
      : (await sql<{ cache_size: number }>`pragma cache_size`.execute(this.db)).rows[0]?.cache_size;
    if (cacheSize !== undefined)
      await sql`pragma cache_size = ${sql.lit(-REBUILD_CACHE_KIB)}`.execute(this.db);
    try {
      await this.rebuildInBatches(metric, period, options, pg, days);
    } finally {
      if (cacheSize !== undefined)
        await sql`pragma cache_size = ${sql.lit(cacheSize)}`.execute(this.db);
    }
  }

  private async rebuildInBatches(
    metric: ReportMetric,
    period: ReportPeriod,
    options: RebuildOptions,
    pg: boolean,
    days: number,
  ): Promise<void> {
    let done = 0;
    let rows = 0;
    for (const batch of rebuildBatches(period)) {
      rows += await this.db.transaction().execute(async (trx) => {
        if (pg)
          await sql`lock table ${sql.table(metric === 'plays' ? 'plays' : 'visits')} in share mode`.execute(
            trx,
          );
        const counted =
          metric === 'plays'
            ? await rebuildPlayDays(trx, batch, options.keepUniquesFrom)
            : await rebuildVisitDays(trx, batch, options.keepUniquesFrom);
        await rebuildSiteBlocks(trx, metric, batch);
        return counted;
      });
      done += periodLength(batch);
      options.onProgress?.({ metric, batch, done, days, rows });
    }
  }
}

/** SQLite's page cache during a rebuild, in KiB. */
const REBUILD_CACHE_KIB = 256 * 1024;

/** The days of a period in runs that each stay within one third of a month (at most 11 days). */
export function rebuildBatches(period: ReportPeriod): ReportPeriod[] {
  const batches: ReportPeriod[] = [];
  let from = period.from;
  while (from <= period.to) {
    let to = from;
    for (let next = nextDay(to); next <= period.to && blockOf('x', next) === blockOf('x', from);)
      [to, next] = [next, nextDay(next)];
    batches.push({ from, to });
    from = nextDay(to);
  }
  return batches;
}

/** The SQL that names a raw row's day and hour, on either dialect. */
function rawRowParts(db: DB) {
  const pg = isPostgres(db);
  return {
    day: pg
      ? sql.raw(`to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD')`)
      : sql.raw('substr(r.created_at, 1, 10)'),
    hour: pg
      ? sql.raw(`to_char(r.created_at at time zone 'UTC', 'HH24')`)
      : sql.raw('substr(r.created_at, 12, 2)'),
  };
}

/** The site dimension of each client key's prefix (entity-day-counts.queries.ts clientKeys). */
const CLIENT_DIMENSIONS: Record<string, string> = {
  c: 'country',
  d: 'device',
  p: 'platform',
  b: 'browser',
};

/** The dimensions of the site roll-ups of each metric. */
const SITE_DIMENSIONS: Record<ReportMetric, readonly string[]> = {
  plays: ['total', 'hour', 'uniques', ...PLAY_COLUMNS, 'track', 'album', 'artist'],
  visits: ['total', 'hour', 'uniques', ...VISIT_COLUMNS, 'page', 'referrer'],
};

/** Deletes the day rows and listener keys of a batch's days, per dimension (primary-key ranges). */
async function deleteSiteDays(trx: DB, metric: ReportMetric, batch: ReportPeriod) {
  for (const dimension of SITE_DIMENSIONS[metric])
    await trx
      .deleteFrom('report_counts')
      .where('metric', '=', metric)
      .where('dimension', '=', dimension)
      .where('grain', '=', 'd')
      .where('period', '>=', batch.from)
      .where('period', '<=', batch.to)
      .execute();
  await trx
    .deleteFrom('report_uniques')
    .where('metric', '=', metric)
    .where('day', '>=', batch.from)
    .where('day', '<=', batch.to)
    .execute();
}

/**
 * The visits roll-ups' day rows of one batch, from the raw rows, in SQL (visits are a tenth of
 * the plays); answers how many raw rows the days hold.
 */
async function rebuildVisitDays(
  trx: DB,
  batch: ReportPeriod,
  keepUniquesFrom: string,
): Promise<number> {
  const metric = 'visits';
  const { day, hour } = rawRowParts(trx);
  const range = sql`r.created_at >= ${startOf(batch.from)} and r.created_at < ${startOf(nextDay(batch.to))}`;
  await deleteSiteDays(trx, metric, batch);
  const insertDaily = (
    dimension: string,
    key: RawBuilder<unknown> | null,
    extra = sql``,
    count = sql`count(*)`,
  ) =>
    sql`insert into report_counts (metric, dimension, grain, period, key, count)
      select ${metric}, ${dimension}, 'd', ${day}, ${key ?? sql`''`}, ${count}
      from visits r where ${range} ${extra}
      group by ${day}${key ? sql`, ${key}` : sql``}`.execute(trx);

  // A visit, its hour and its client count once, on the page view that began it; pages
  // and referrers count every page view.
  const counted = sql`and r.starts_visit = 1`;
  // PostgreSQL refuses a constant in GROUP BY: the total groups by day alone.
  await insertDaily('total', null, counted);
  await insertDaily('hour', hour, counted);
  // Each visitor once a day.
  await insertDaily('uniques', null, sql``, sql`count(distinct r.visitor_hash)`);
  for (const column of VISIT_COLUMNS)
    await insertDaily(column, sql`coalesce(r.${sql.ref(column)}, '')`, counted);
  await insertDaily('page', sql`r.path`);
  await insertDaily('referrer', sql`r.referrer`, sql`and r.referrer is not null`);
  // The write path needs today's keys (yesterday's for a visit late across midnight); older
  // days are counted above and their keys would only take room.
  if (batch.to >= keepUniquesFrom)
    await sql`insert into report_uniques (metric, day, hash)
      select distinct ${metric}, ${day}, r.visitor_hash from visits r
      where ${range} and r.created_at >= ${startOf(keepUniquesFrom)}`.execute(trx);
  const total = await sql<{ n: number | string }>`select count(*) as n from visits r
    where ${range}`.execute(trx);
  return Number(total.rows[0]?.n ?? 0);
}

/**
 * The coarser blocks of the batch's days, summed again: its third of a month from the days,
 * its month from the days, its year from the months.
 */
async function rebuildSiteBlocks(trx: DB, metric: ReportMetric, batch: ReportPeriod) {
  const third = blockOf('x', batch.from);
  const month = blockOf('m', batch.from);
  const year = blockOf('y', batch.from);
  // Day keys compare as text: a month's days all lie between its -01 and -31.
  const thirdLast = { '01': '10', '11': '20', '21': '31' }[third.slice(8, 10)] ?? '31';
  const sums: { grain: Grain; period: string; from: Grain; first: string; last: string }[] = [
    {
      grain: 'x',
      period: third,
      from: 'd',
      first: third,
      last: `${third.slice(0, 8)}${thirdLast}`,
    },
    { grain: 'm', period: month, from: 'd', first: `${month}-01`, last: `${month}-31` },
    { grain: 'y', period: year, from: 'm', first: `${year}-01`, last: `${year}-12` },
  ];
  for (const dimension of SITE_DIMENSIONS[metric]) {
    // Hours are kept by day only.
    if (dimension === 'hour') continue;
    for (const sum of sums) {
      await trx
        .deleteFrom('report_counts')
        .where('metric', '=', metric)
        .where('dimension', '=', dimension)
        .where('grain', '=', sum.grain)
        .where('period', '=', sum.period)
        .execute();
      await sql`insert into report_counts (metric, dimension, grain, period, key, count)
        select metric, dimension, ${sum.grain}, ${sum.period}, key, sum(count)
        from report_counts
        where metric = ${metric} and dimension = ${dimension} and grain = ${sum.from}
          and period >= ${sum.first} and period <= ${sum.last}
        group by metric, dimension, key`.execute(trx);
    }
  }
}

/**
 * The plays' day rows of one batch, site-wide (report_counts) and per entity
 * (report_entity_days), counted from the raw plays in one pass with the keys of the write path
 * (rollUpSitePlay; entity-day-counts.queries.ts): each play for its track, its album and each of
 * its artists once, each listener once a day, site-wide and per entity. Answers the plays counted.
 */
async function rebuildPlayDays(
  trx: DB,
  batch: ReportPeriod,
  keepUniquesFrom: string,
): Promise<number> {
  await deleteSiteDays(trx, 'plays', batch);
  await trx
    .deleteFrom('report_entity_days')
    .where('day', '>=', batch.from)
    .where('day', '<=', batch.to)
    .execute();
  await trx
    .deleteFrom('report_entity_uniques')
    .where('day', '>=', batch.from)
    .where('day', '<=', batch.to)
    .execute();
  const from = startOf(batch.from);
  const to = startOf(nextDay(batch.to));
  const inBatch = trx
    .selectFrom('plays')
    .select('plays.track_id')
    .where('plays.created_at', '>=', from)
    .where('plays.created_at', '<', to);
  const [plays, credits] = await Promise.all([
    trx
      .selectFrom('plays as r')
      .leftJoin('tracks as t', 't.id', 'r.track_id')
      .select([
        'r.id',
        'r.track_id',
        'r.user_id',
        'r.listener_hash',
        'r.country',
        'r.device',
        'r.platform',
        'r.browser',
        'r.created_at',
        't.album_id',
      ])
      .where('r.created_at', '>=', from)
      .where('r.created_at', '<', to)
      .execute(),
    trx
      .selectFrom('track_artists')
      .select(['track_id', 'artist_id'])
      .where('track_id', 'in', inBatch)
      .execute(),
  ]);
  const artistsOf = new Map<number, number[]>();
  for (const credit of credits) {
    const artists = artistsOf.get(credit.track_id) ?? [];
    // A track credited twice to one artist still counts one play for them.
    if (!artists.includes(credit.artist_id)) artists.push(credit.artist_id);
    artistsOf.set(credit.track_id, artists);
  }

  // Tallies per day, site-wide and per entity (by type, then id).
  const siteDays = new Map<string, PlayTally>();
  const entityDays: Record<ReportEntityType, Map<number, Map<string, PlayTally>>> = {
    track: new Map(),
    album: new Map(),
    artist: new Map(),
  };
  const tallyOf = (type: ReportEntityType, id: number, day: string) => {
    let days = entityDays[type].get(id);
    if (!days) entityDays[type].set(id, (days = new Map<string, PlayTally>()));
    let tally = days.get(day);
    if (!tally) days.set(day, (tally = new PlayTally()));
    return tally;
  };
  for (const play of plays) {
    // PostgreSQL answers a Date; the roll-ups speak UTC ISO text.
    const at =
      typeof play.created_at === 'string'
        ? play.created_at
        : new Date(play.created_at).toISOString();
    const day = at.slice(0, 10);
    const listener: TallyListener =
      play.user_id !== null ? Number(play.user_id) : (play.listener_hash ?? listenerKey(play));
    const artists = artistsOf.get(play.track_id) ?? [];

    const hour = hourOf(at);
    const keys = clientKeys(play);

    let site = siteDays.get(day);
    if (!site) siteDays.set(day, (site = new PlayTally()));
    site.add(hour, keys, listener);
    site.addTrack(play.track_id);
    if (play.album_id !== null) bump((site.album ??= new Map<number, number>()), play.album_id);
    for (const artistId of artists) bump((site.artist ??= new Map<number, number>()), artistId);

    tallyOf('track', play.track_id, day).add(hour, keys, listener);
    if (play.album_id !== null) {
      const album = tallyOf('album', play.album_id, day);
      album.add(hour, keys, listener);
      album.addTrack(play.track_id);
    }
    for (const artistId of artists) {
      const artist = tallyOf('artist', artistId, day);
      artist.add(hour, keys, listener);
      artist.addTrack(play.track_id);
    }
  }
  /** The listener key the write path stores (report_uniques, report_entity_uniques). */
  const storedKey = (listener: TallyListener) =>
    typeof listener === 'number' ? `u:${listener}` : listener;

  const siteRows: [string, string, string, string, number][] = [];
  const siteUniques: { metric: string; day: string; hash: string }[] = [];
  for (const [day, site] of siteDays) {
    siteRows.push(['total', 'd', day, '', site.plays]);
    siteRows.push(['uniques', 'd', day, '', site.listeners.size]);
    site.hours.forEach((count, hour) => {
      if (count > 0) siteRows.push(['hour', 'd', day, String(hour).padStart(2, '0'), count]);
    });
    for (const [packed, count] of site.clients)
      siteRows.push([CLIENT_DIMENSIONS[packed[0]!]!, 'd', day, packed.slice(2), count]);
    const keyed: [string, Map<number, number> | null][] = [
      ['track', site.track],
      ['album', site.album],
      ['artist', site.artist],
    ];
    for (const [dimension, counts] of keyed)
      for (const [key, count] of counts ?? [])
        siteRows.push([dimension, 'd', day, String(key), count]);
    if (day >= keepUniquesFrom)
      for (const listener of site.listeners)
        siteUniques.push({ metric: 'plays', day, hash: storedKey(listener) });
  }
  await insertJsonRows(
    trx,
    'report_counts',
    ['dimension', 'grain', 'period', 'key', 'count'],
    ['count'],
    siteRows,
    { metric: 'plays' },
  );

  // In primary-key order (type, id, day): each entity's new days go in beside each other.
  const sorted: { type: ReportEntityType; id: number; day: string; tally: PlayTally }[] = [];
  for (const type of ['album', 'artist', 'track'] as const)
    for (const id of [...entityDays[type].keys()].sort((a, b) => a - b))
      for (const [day, tally] of [...entityDays[type].get(id)!].sort(([a], [b]) =>
        a < b ? -1 : 1,
      ))
        sorted.push({ type, id, day, tally });
  await insertJsonRows(
    trx,
    'report_entity_days',
    ['entity_type', 'entity_id', 'day', 'plays', 'listeners', 'counts'],
    ['entity_id', 'plays', 'listeners'],
    sorted.map((row) => [
      row.type,
      row.id,
      row.day,
      row.tally.plays,
      row.tally.listeners.size,
      entityCountsJson(row.tally),
    ]),
  );
  // The write path needs today's keys (yesterday's for a play late across midnight); older
  // days are counted above and their keys would only take room.
  const entityUniques: {
    entity_type: ReportEntityType;
    entity_id: number;
    day: string;
    hash: string;
  }[] = [];
  for (const row of sorted)
    if (row.day >= keepUniquesFrom)
      for (const listener of row.tally.listeners)
        entityUniques.push({
          entity_type: row.type,
          entity_id: row.id,
          day: row.day,
          hash: storedKey(listener),
        });
  await insertInChunks(trx, 'report_uniques', siteUniques);
  await insertInChunks(trx, 'report_entity_uniques', entityUniques);
  return plays.length;
}

/** Inserts rows a chunk to a statement (statement-chunks.ts). */
async function insertInChunks<T extends keyof Database>(
  executor: DB,
  table: T,
  rows: readonly InsertObject<Database, T>[],
): Promise<void> {
  for (const chunk of chunks(rows)) await executor.insertInto(table).values(chunk).execute();
}

/**
 * Inserts rebuilt rows thousands to a statement: the rows travel as one JSON array parameter, so a
 * statement costs one parameter, not one per value. `columns` name a row's values in order; those
 * in `integers` are cast on PostgreSQL (SQLite's column affinity converts them); `fixed` columns
 * take the same value in every row.
 */
async function insertJsonRows(
  trx: DB,
  table: 'report_counts' | 'report_entity_days',
  columns: readonly string[],
  integers: readonly string[],
  rows: readonly unknown[][],
  fixed: Record<string, string> = {},
): Promise<void> {
  const pg = isPostgres(trx);
  const names = sql.raw([...Object.keys(fixed), ...columns].join(', '));
  const values = sql.join([
    ...Object.values(fixed).map((value) => sql`${value}`),
    ...columns.map((name, index) =>
      sql.raw(
        !pg
          ? `value ->> ${index}`
          : integers.includes(name)
            ? `(r ->> ${index})::integer`
            : `r ->> ${index}`,
      ),
    ),
  ]);
  for (const chunk of chunks(rows, 5000)) {
    const json = JSON.stringify(chunk);
    await (
      pg
        ? sql`insert into ${sql.table(table)} (${names})
            select ${values} from jsonb_array_elements(${json}::jsonb) as r`
        : sql`insert into ${sql.table(table)} (${names}) select ${values} from json_each(${json})`
    ).execute(trx);
  }
}

/** Who a play counts as once a day: the account, else the guest's daily hash, else the play. */
export function listenerKey(play: {
  id: number;
  user_id: number | null;
  listener_hash: string | null;
}): string {
  return play.user_id !== null ? `u:${play.user_id}` : (play.listener_hash ?? `p:${play.id}`);
}

/**
 * The counts objects of a stored row and an upsert's, merged key by key, in SQL: the write
 * path's increments are atomic on both dialects.
 */
function mergedCounts(db: DB): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`(select coalesce(jsonb_object_agg(key, total), '{}')::text
        from (select key, sum(value::integer) as total
          from (select * from jsonb_each_text(report_entity_days.counts::jsonb)
            union all select * from jsonb_each_text(excluded.counts::jsonb)) as pairs
          group by key) as totals)`
    : sql<string>`(select json_group_object(key, total)
        from (select key, sum(value) as total
          from (select key, value from json_each(report_entity_days.counts)
            union all select key, value from json_each(excluded.counts))
          group by key))`;
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
