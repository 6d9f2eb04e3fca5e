import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../dialect-helpers';

/**
 * Custom pages and contact messages.
 * - custom_pages: `slug` unique (lowercase, "-"), `body` sanitised HTML, `meta_title` and
 *   `meta_description` the page's own SEO values (null: the title and the site's description).
 * - contact_messages: what a visitor sent through /contact, kept for the admins' list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('custom_pages'))
      .addColumn('slug', 'varchar(150)', (col) => col.notNull().unique())
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('meta_title', 'varchar(200)')
      .addColumn('meta_description', 'varchar(500)')
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null')),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('contact_messages'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('email', 'varchar(255)', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('ip', 'varchar(45)'),
  ).execute();
  await db.schema
    .createIndex('contact_messages_created_at')
    .on('contact_messages')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('custom_pages').execute();
}
