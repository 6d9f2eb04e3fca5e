import type { Kysely } from 'kysely';
import { timestampType, withId, withTimestamps } from '../dialect-helpers';

/** Users, roles and permissions, sessions, tokens, settings, themes, localizations, workspaces. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('users'))
      .addColumn('email', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('password', 'varchar(255)')
      .addColumn('name', 'varchar(255)', (col) => col.notNull())
      .addColumn('first_name', 'varchar(255)')
      .addColumn('last_name', 'varchar(255)')
      .addColumn('image', 'varchar(1024)')
      .addColumn('email_verified_at', ts)
      .addColumn('banned_at', ts)
      .addColumn('language', 'varchar(10)')
      .addColumn('country', 'varchar(10)')
      .addColumn('timezone', 'varchar(64)')
      .addColumn('two_factor_secret', 'text')
      .addColumn('two_factor_recovery_codes', 'text')
      .addColumn('two_factor_confirmed_at', ts),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('roles'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull().unique())
      .addColumn('description', 'text')
      .addColumn('guests', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0)),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('permissions'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull().unique())
      .addColumn('group', 'varchar(100)', (col) => col.notNull())
      .addColumn('description', 'text'),
  ).execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (col) =>
      col.notNull().references('roles.id').onDelete('cascade'),
    )
    .addColumn('permission_id', 'integer', (col) =>
      col.notNull().references('permissions.id').onDelete('cascade'),
    )
    .addColumn('restrictions', 'text')
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('user_permissions')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('permission_id', 'integer', (col) =>
      col.notNull().references('permissions.id').onDelete('cascade'),
    )
    .addColumn('restrictions', 'text')
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (col) =>
      col.notNull().references('roles.id').onDelete('cascade'),
    )
    .addColumn('created_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await withTimestamps(
    db,
    db.schema
      .createTable('sessions')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('ip_address', 'varchar(45)')
      .addColumn('user_agent', 'text')
      .addColumn('device_type', 'varchar(20)')
      .addColumn('platform', 'varchar(100)')
      .addColumn('browser', 'varchar(100)')
      .addColumn('city', 'varchar(100)')
      .addColumn('country', 'varchar(100)')
      .addColumn('remember', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_active', ts, (col) => col.notNull())
      .addColumn('expires_at', ts, (col) => col.notNull()),
  ).execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('personal_access_tokens'))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(255)', (col) => col.notNull())
      .addColumn('token', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('last_used_at', ts)
      .addColumn('expires_at', ts),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('settings'))
      .addColumn('name', 'varchar(150)', (col) => col.notNull().unique())
      .addColumn('value', 'text', (col) => col.notNull()),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('themes'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('is_dark', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('default_light', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('default_dark', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('values', 'text', (col) => col.notNull()),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('localizations'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('language', 'varchar(10)', (col) => col.notNull().unique())
      .addColumn('lines', 'text', (col) => col.notNull()),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('workspaces'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('owner_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      ),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('workspace_members'))
      .addColumn('workspace_id', 'integer', (col) =>
        col.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('is_owner', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint('workspace_members_unique', ['workspace_id', 'user_id']),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'workspace_members',
    'workspaces',
    'localizations',
    'themes',
    'settings',
    'personal_access_tokens',
    'sessions',
    'user_roles',
    'user_permissions',
    'role_permissions',
    'permissions',
    'roles',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
