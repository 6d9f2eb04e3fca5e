import type { Kysely } from 'kysely';
import { timestampType } from '../dialect-helpers';

/**
 * The "ending soon" notice: the end date a cancelled subscription's holder was told of, so each
 * end is told once, and a subscription resumed and cancelled again is told of its new end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('ending_notified_for', timestampType(db))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('ending_notified_for').execute();
}
