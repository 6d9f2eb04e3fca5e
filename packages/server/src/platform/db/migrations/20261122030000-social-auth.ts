import type { Kysely } from 'kysely';
import { timestampType, withId, withTimestamps } from '../dialect-helpers';

/**
 * Social login (social_profiles): which provider account belongs to which user,
 * and the provider profiles waiting for their account's password. No provider
 * tokens are stored: the app only needs the identity.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('social_profiles'))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('service_name', 'varchar(30)', (col) => col.notNull())
      .addColumn('user_service_id', 'varchar(255)', (col) => col.notNull())
      .addColumn('username', 'varchar(255)')
      .addUniqueConstraint('social_profiles_service_account_unique', [
        'service_name',
        'user_service_id',
      ])
      // One account per provider and user: connecting another replaces it.
      .addUniqueConstraint('social_profiles_user_service_unique', ['user_id', 'service_name']),
  ).execute();

  await withTimestamps(
    db,
    db.schema
      .createTable('social_pending_logins')
      // sha256 of the random token in the visitor's cookie, like sessions.
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('service_name', 'varchar(30)', (col) => col.notNull())
      .addColumn('user_service_id', 'varchar(255)', (col) => col.notNull())
      .addColumn('username', 'varchar(255)')
      // Wrong passwords so far; the pending link is dropped after a few (no guessing).
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('expires_at', timestampType(db), (col) => col.notNull()),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_pending_logins').execute();
  await db.schema.dropTable('social_profiles').execute();
}
