import { sql, type Kysely } from 'kysely';
import { timestampType, withId, withTimestamps } from '../dialect-helpers';

/**
 * Backstage requests: a user asks to become an artist, to have the artist they
 * manage verified, or to claim an existing artist. Reviewers (music.update) approve or deny.
 * `links` and `proof_file_ids` are JSON lists. `artist_id` is the artist to verify or claim;
 * for become-artist, the artist created on approval.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('backstage_requests'))
      .addColumn('type', 'varchar(32)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('artist_id', 'integer', (col) => col.references('artists.id').onDelete('set null'))
      .addColumn('artist_name', 'varchar(255)', (col) => col.notNull())
      .addColumn('image', 'varchar(1024)')
      .addColumn('links', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('proof_file_ids', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('message', 'text')
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
      .addColumn('deny_reason', 'text')
      .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('reviewed_at', ts),
  ).execute();
  // One pending request per user and type, even when two arrive at once.
  await sql`create unique index backstage_requests_one_pending on backstage_requests (user_id, type) where status = 'pending'`.execute(
    db,
  );
  await db.schema
    .createIndex('backstage_requests_user_index')
    .on('backstage_requests')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('backstage_requests_status_created_index')
    .on('backstage_requests')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backstage_requests').execute();
}
