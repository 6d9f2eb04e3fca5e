import type { Kysely } from 'kysely';
import { timestampType } from '../dialect-helpers';

/**
 * A session id rotates on a privilege change. When someone else changes a user's
 * privileges (an admin approving their backstage request, changing their roles or permissions)
 * the user's sessions are marked; each gets a new id on its next safe request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('rotate_requested_at', timestampType(db))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('rotate_requested_at').execute();
}
