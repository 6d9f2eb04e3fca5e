import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect-helpers';

/**
 * Insights: the plays roll-ups per track, album and artist, so a track's, an
 * album's or an artist's insights read a few rows instead of scanning plays.
 * - report_entity_counts: as report_counts (dimension, grain, period, key, count) for one entity
 *   (`entity_type` track | album | artist, `entity_id`). Dimensions: total, hour (day grain
 *   only), country, device, platform, browser, track (album and artist), uniques.
 * - report_entity_uniques: the listener keys seen on a day per entity, so each counts once.
 * - likes and reposts get a (type, id, created_at) index: counting an item's likes in a range
 *   reads the index alone.
 * Plays recorded before this migration are counted by the reports rebuild (ReportsService.rebuild).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await createEntityCounts(db);
  await db.schema
    .createTable('report_entity_uniques')
    .addColumn('entity_type', 'varchar(8)', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('hash', 'varchar(80)', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_entity_uniques_pk', [
      'entity_type',
      'entity_id',
      'day',
      'hash',
    ])
    .$call((table) => (pg ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  // A rebuild deletes a range of days for every entity at once.
  await sql
    .raw('create index report_entity_uniques_day_index on report_entity_uniques (day)')
    .execute(db);
  await sql
    .raw(
      'create index likes_target_created_index on likes (likeable_type, likeable_id, created_at)',
    )
    .execute(db);
  await sql
    .raw(
      'create index reposts_target_created_index on reposts (repostable_type, repostable_id, created_at)',
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index reposts_target_created_index').execute(db);
  await sql.raw('drop index likes_target_created_index').execute(db);
  await db.schema.dropTable('report_entity_uniques').execute();
  await db.schema.dropTable('report_entity_counts').execute();
}

/**
 * The keyed per-entity table and its period index; migration 20261206010000 recreates it the same
 * way when it is rolled back.
 */
export async function createEntityCounts(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('report_entity_counts')
    .addColumn('entity_type', 'varchar(8)', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('dimension', 'varchar(16)', (col) => col.notNull())
    .addColumn('grain', 'varchar(1)', (col) => col.notNull())
    .addColumn('period', 'varchar(10)', (col) => col.notNull())
    .addColumn('key', 'varchar(255)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_entity_counts_pk', [
      'entity_type',
      'entity_id',
      'dimension',
      'grain',
      'period',
      'key',
    ])
    .$call((table) => (pg ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await sql
    .raw('create index report_entity_counts_period_index on report_entity_counts (grain, period)')
    .execute(db);
}
