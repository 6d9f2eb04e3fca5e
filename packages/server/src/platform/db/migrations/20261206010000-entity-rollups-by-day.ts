import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect-helpers';
import { createEntityCounts } from './20261127030000-entity-report-rollups';

/**
 * Insights roll-ups become one row per entity and day (reports/entity-day-counts.queries.ts):
 * - report_entity_days: plays, listeners and a JSON object of counts by dimension and key
 *   (`h:` hour, `c:` country, `d:` device, `p:` platform, `b:` browser, `t:` track) of one track,
 *   album or artist on one day. Filled from the day rows of report_entity_counts, which then goes
 *   (its month and year rows are sums of those days).
 * - report_entity_uniques and report_uniques keep only yesterday's and today's listener keys: the
 *   write path needs them to count a listener once a day, and a rebuild counts past days from the
 *   raw plays. Older rows were most of the rows the roll-ups held.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('report_entity_days')
    .addColumn('entity_type', 'varchar(8)', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('plays', 'integer', (col) => col.notNull())
    .addColumn('listeners', 'integer', (col) => col.notNull())
    .addColumn('counts', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_entity_days_pk', ['entity_type', 'entity_id', 'day'])
    .execute();
  // A rebuild replaces a few days of every entity at once.
  await sql
    .raw('create index report_entity_days_day_index on report_entity_days (day)')
    .execute(db);

  const prefixed = sql`case dimension when 'hour' then 'h' when 'country' then 'c'
    when 'device' then 'd' when 'platform' then 'p' when 'browser' then 'b' when 'track' then 't' end`;
  const packed = pg
    ? sql`coalesce(jsonb_object_agg(prefix || ':' || key, count) filter (where prefix is not null), '{}')::text`
    : sql`json_group_object(prefix || ':' || key, count) filter (where prefix is not null)`;
  await sql`insert into report_entity_days (entity_type, entity_id, day, plays, listeners, counts)
    select entity_type, entity_id, period,
      coalesce(sum(case when dimension = 'total' then count end), 0),
      coalesce(sum(case when dimension = 'uniques' then count end), 0),
      coalesce(${packed}, '{}')
    from (select entity_type, entity_id, period, dimension, key, count, ${prefixed} as prefix
      from report_entity_counts where grain = 'd') day_rows
    group by entity_type, entity_id, period`.execute(db);
  await db.schema.dropTable('report_entity_counts').execute();

  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await sql`delete from report_entity_uniques where day < ${yesterday}`.execute(db);
  await sql`delete from report_uniques where day < ${yesterday}`.execute(db);
}

/** The keyed rows come back empty; rebuilding the plays reports fills them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await createEntityCounts(db);
  await db.schema.dropTable('report_entity_days').execute();
}
