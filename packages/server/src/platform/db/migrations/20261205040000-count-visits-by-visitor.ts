import { sql, type Kysely } from 'kysely';
import { isPostgres, timestampType } from '../dialect-helpers';

/**
 * Visits become sessions of a browser instead of single page views.
 * - visits.starts_visit: 1 on the page view that began a visit (the browser's first page, or its
 *   first after 30 idle minutes), so the roll-ups can be rebuilt from the raw rows. Rows written
 *   before counted each page as a visit and keep doing so.
 * - visits.visitor_hash now hashes the browser's random visitor cookie with the day's salt, no
 *   longer the address and user agent.
 * - report_visitors: when each browser (by that day's hash) was last active, the one row every
 *   instance reads to decide whether a page view continues a visit or starts a new one. Rows
 *   of past days are deleted as the day turns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('visits')
    .addColumn('starts_visit', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('report_visitors')
    .addColumn('hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('last_seen_at', timestampType(db), (col) => col.notNull())
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema
    .createIndex('report_visitors_last_seen_at_index')
    .on('report_visitors')
    .column('last_seen_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_visitors').execute();
  await db.schema.alterTable('visits').dropColumn('starts_visit').execute();
}
