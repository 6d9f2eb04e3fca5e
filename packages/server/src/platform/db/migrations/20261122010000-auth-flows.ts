import type { Kysely } from 'kysely';
import { timestampType, withId } from '../dialect-helpers';

/**
 * Accounts and authentication: password confirmation on sessions, single-use TOTP
 * steps, pending two-factor logins, password reset tokens, email verification codes and the
 * outgoing-email log. Every token and code is stored hashed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await db.schema.alterTable('sessions').addColumn('password_confirmed_at', ts).execute();
  // The last TOTP time step accepted, so a code works once (ASVS V2.8.4). 30 s steps fit an
  // integer until the year 4000.
  await db.schema.alterTable('users').addColumn('two_factor_last_time_step', 'integer').execute();

  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('remember', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('token', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('email_verification_codes')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('code', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable('outgoing_email_log'))
    .addColumn('to', 'varchar(1000)', (col) => col.notNull())
    .addColumn('subject', 'varchar(1000)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outgoing_email_log',
    'email_verification_codes',
    'password_reset_tokens',
    'two_factor_challenges',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('users').dropColumn('two_factor_last_time_step').execute();
  await db.schema.alterTable('sessions').dropColumn('password_confirmed_at').execute();
}
