import type { Kysely } from 'kysely';
import { timestampType } from '../dialect-helpers';

/**
 * Admin users: a ban keeps its reason and optional end, logins are recorded, and
 * a session ended by a ban is marked instead of deleted, so the tab holding it learns it is
 * suspended on its next request while the session authorizes nothing else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await db.schema.alterTable('users').addColumn('ban_reason', 'varchar(500)').execute();
  await db.schema.alterTable('users').addColumn('banned_until', ts).execute();
  await db.schema.alterTable('users').addColumn('last_login_at', ts).execute();
  await db.schema.alterTable('sessions').addColumn('suspended_at', ts).execute();
  await db.schema.createIndex('users_banned_at_index').on('users').column('banned_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_banned_at_index').execute();
  await db.schema.alterTable('sessions').dropColumn('suspended_at').execute();
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
  await db.schema.alterTable('users').dropColumn('banned_until').execute();
  await db.schema.alterTable('users').dropColumn('ban_reason').execute();
}
