import type { Kysely } from 'kysely';
import { timestampType } from '../dialect-helpers';

/**
 * A deleted comment that still has replies stays as a tombstone (`deleted_at` set, content
 * cleared) so the replies under it, often other people's, keep their thread.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('comments').addColumn('deleted_at', timestampType(db)).execute();
}

/** Tombstones left at that point read as empty comments. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('comments').dropColumn('deleted_at').execute();
}
