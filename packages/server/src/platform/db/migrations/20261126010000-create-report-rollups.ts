import { sql, type Kysely } from 'kysely';
import { isPostgres, timestampType, withId } from '../dialect-helpers';

/**
 * Reports: first-party page visits, what plays lacked for the listener reports
 * (the browser, and a daily-salted hash that tells guests apart for a day without keeping their
 * address), and the roll-ups the reports read instead of raw rows:
 * - report_counts: one count per metric (plays | visits), dimension (total, hour, track, album,
 *   artist, country, device, platform, browser, page, referrer, uniques), grain (d: a day,
 *   m: a month, so a two-year report sums 24 rows per key, not 730) and key.
 * - report_uniques: the listener or visitor keys seen on a day, so each counts once that day.
 * - report_salts: the random salt of each day; a day's salt is deleted once the day is over,
 *   after which its hashes cannot be matched to an address again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  const pg = isPostgres(db);
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema.alterTable('plays').addColumn('browser', 'varchar(50)').execute();
  await db.schema.alterTable('plays').addColumn('listener_hash', 'varchar(64)').execute();

  await withId(db, db.schema.createTable('visits'))
    .addColumn('path', 'varchar(255)', (col) => col.notNull())
    .addColumn('referrer', 'varchar(255)')
    .addColumn('visitor_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('device', 'varchar(50)')
    .addColumn('platform', 'varchar(50)')
    .addColumn('browser', 'varchar(50)')
    .addColumn('country', 'varchar(10)')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('visits_created_at_index')
    .on('visits')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('report_counts')
    .addColumn('metric', 'varchar(16)', (col) => col.notNull())
    .addColumn('dimension', 'varchar(16)', (col) => col.notNull())
    .addColumn('grain', 'varchar(1)', (col) => col.notNull())
    .addColumn('period', 'varchar(10)', (col) => col.notNull())
    .addColumn('key', 'varchar(255)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_counts_pk', ['metric', 'dimension', 'grain', 'period', 'key'])
    // SQLite keeps the rows in primary-key order: a report reads counts from the index itself.
    .$call((table) => (pg ? table : table.modifyEnd(sql`without rowid`)))
    .execute();

  await db.schema
    .createTable('report_uniques')
    .addColumn('metric', 'varchar(16)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('hash', 'varchar(80)', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_uniques_pk', ['metric', 'day', 'hash'])
    .$call((table) => (pg ? table : table.modifyEnd(sql`without rowid`)))
    .execute();

  await db.schema
    .createTable('report_salts')
    .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('salt', 'varchar(64)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_salts').execute();
  await db.schema.dropTable('report_uniques').execute();
  await db.schema.dropTable('report_counts').execute();
  await db.schema.dropTable('visits').execute();
  await db.schema.alterTable('plays').dropColumn('listener_hash').execute();
  await db.schema.alterTable('plays').dropColumn('browser').execute();
}
