import { sql, type Kysely } from 'kysely';
import { isPostgres, timestampType, withId, withTimestamps } from '../dialect-helpers';

/**
 * Uploaded files (file entries) and the uploads still in flight (direct S3 uploads
 * and local partial files), so unfinished ones can be cleaned up and never become entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  // File sizes pass 2 GiB; PostgreSQL's integer does not.
  const bigint = isPostgres(db) ? sql`bigint` : sql`integer`;

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('file_entries'))
      .addColumn('name', 'varchar(255)', (col) => col.notNull())
      .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
      .addColumn('file_size', bigint, (col) => col.notNull().defaultTo(0))
      .addColumn('mime', 'varchar(255)', (col) => col.notNull())
      .addColumn('extension', 'varchar(50)', (col) => col.notNull().defaultTo(''))
      .addColumn('type', 'varchar(20)', (col) => col.notNull().defaultTo('file'))
      .addColumn('disk', 'varchar(20)', (col) => col.notNull().defaultTo('uploads'))
      .addColumn('disk_prefix', 'varchar(255)', (col) => col.notNull())
      .addColumn('parent_id', 'integer', (col) =>
        col.references('file_entries.id').onDelete('cascade'),
      )
      .addColumn('path', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('audio_metadata', 'text')
      .addColumn('deleted_at', ts),
  ).execute();
  await db.schema
    .createIndex('file_entries_user_id_index')
    .on('file_entries')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('file_entries_parent_id_index')
    .on('file_entries')
    .column('parent_id')
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('pending_uploads'))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('kind', 'varchar(20)', (col) => col.notNull())
      .addColumn('disk', 'varchar(20)', (col) => col.notNull())
      .addColumn('disk_prefix', 'varchar(255)', (col) => col.notNull())
      .addColumn('file_name', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('upload_id', 'varchar(1024)')
      .addColumn('size', bigint, (col) => col.notNull().defaultTo(0))
      .addColumn('mime', 'varchar(255)', (col) => col.notNull())
      .addColumn('extension', 'varchar(50)', (col) => col.notNull().defaultTo('')),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_uploads').execute();
  await db.schema.dropTable('file_entries').execute();
}
