import type { Kysely } from 'kysely';
import { timestampType, withId } from '../dialect-helpers';

/**
 * The admin logs. Errors are rows, not only each instance's daily files, so every
 * instance's failures show in one list (nothing shared lives on a local disk). Each
 * mail records how it left (status, transport, error) and keeps its HTML for the admin's
 * sandboxed view. Each background task run is a schedule_log row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('error_log'))
    .addColumn('level', 'varchar(16)', (col) => col.notNull())
    .addColumn('exception', 'varchar(255)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('stack', 'text')
    .addColumn('method', 'varchar(16)')
    .addColumn('url', 'varchar(2000)')
    // No foreign key: an error stays in the log after its user's account is gone.
    .addColumn('user_id', 'integer')
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('error_log_created_at_index')
    .on('error_log')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('error_log_level_created_at_index')
    .on('error_log')
    .columns(['level', 'created_at'])
    .execute();

  await db.schema
    .alterTable('outgoing_email_log')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('logged'))
    .execute();
  await db.schema
    .alterTable('outgoing_email_log')
    .addColumn('transport', 'varchar(32)', (col) => col.notNull().defaultTo('log'))
    .execute();
  await db.schema.alterTable('outgoing_email_log').addColumn('error', 'text').execute();
  await db.schema.alterTable('outgoing_email_log').addColumn('html', 'text').execute();
  await db.schema
    .createIndex('outgoing_email_log_created_at_index')
    .on('outgoing_email_log')
    .column('created_at')
    .execute();

  await withId(db, db.schema.createTable('schedule_log'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('started_at', ts, (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('result', 'varchar(16)', (col) => col.notNull())
    .addColumn('message', 'text')
    .execute();
  await db.schema
    .createIndex('schedule_log_started_at_index')
    .on('schedule_log')
    .column('started_at')
    .execute();
  await db.schema
    .createIndex('schedule_log_name_started_at_index')
    .on('schedule_log')
    .columns(['name', 'started_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('schedule_log').ifExists().execute();
  await db.schema.dropIndex('outgoing_email_log_created_at_index').ifExists().execute();
  for (const column of ['html', 'error', 'transport', 'status']) {
    await db.schema.alterTable('outgoing_email_log').dropColumn(column).execute();
  }
  await db.schema.dropTable('error_log').ifExists().execute();
}
