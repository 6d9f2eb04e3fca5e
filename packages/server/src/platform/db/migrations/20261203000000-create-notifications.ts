import { sql, type Kysely } from 'kysely';
import { timestampType, withId, withTimestamps } from '../dialect-helpers';

/**
 * Notifications and workspace invitations.
 * - notifications: one row per notification of a user; `type` a NotificationType, `data` the
 *   NotificationData as JSON (line HTML sanitised before it is stored); `read_at` empty while
 *   unread.
 * - notification_subscriptions: a user's channel choice per type (`channels` JSON
 *   {email, browser}); a type without a row uses DEFAULT_NOTIFICATION_CHANNELS.
 * - push_subscriptions: a browser's Web Push subscription (endpoint unique, keys p256dh/auth).
 * - workspace_members.role: owner | admin | member (is_owner kept in step for older readers).
 * - workspace_invites: a pending invitation, `id` a random UUID, one per workspace and email.
 * - playlists.workspace_id: a playlist made while a workspace is active belongs to it; when the
 *   workspace goes, the playlist stays its owner's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('notifications'))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('type', 'varchar(60)', (col) => col.notNull())
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('read_at', ts),
  ).execute();
  await db.schema
    .createIndex('notifications_user_id_id')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_user_unread')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('notification_subscriptions'))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('notif_id', 'varchar(60)', (col) => col.notNull())
      .addColumn('channels', 'text', (col) => col.notNull())
      .addUniqueConstraint('notification_subscriptions_unique', ['user_id', 'notif_id']),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('push_subscriptions'))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('endpoint', 'varchar(1000)', (col) => col.notNull().unique())
      .addColumn('p256dh', 'varchar(200)', (col) => col.notNull())
      .addColumn('auth', 'varchar(100)', (col) => col.notNull()),
  ).execute();

  await db.schema
    .alterTable('workspace_members')
    .addColumn('role', 'varchar(20)', (col) => col.notNull().defaultTo('member'))
    .execute();
  await sql`update workspace_members set role = 'owner' where is_owner = 1`.execute(db);

  await withTimestamps(
    db,
    db.schema
      .createTable('workspace_invites')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('workspace_id', 'integer', (col) =>
        col.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('email', 'varchar(255)', (col) => col.notNull())
      .addColumn('role', 'varchar(20)', (col) => col.notNull().defaultTo('member'))
      .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addUniqueConstraint('workspace_invites_unique', ['workspace_id', 'email']),
  ).execute();

  await db.schema
    .alterTable('playlists')
    .addColumn('workspace_id', 'integer', (col) =>
      col.references('workspaces.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('playlists_workspace_id')
    .on('playlists')
    .column('workspace_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('playlists_workspace_id').execute();
  await db.schema.alterTable('playlists').dropColumn('workspace_id').execute();
  await db.schema.dropTable('workspace_invites').execute();
  await db.schema.alterTable('workspace_members').dropColumn('role').execute();
  for (const table of ['push_subscriptions', 'notification_subscriptions', 'notifications']) {
    await db.schema.dropTable(table).execute();
  }
}
