import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from '../dialect-helpers';

/**
 * The embedded job queue (platform/jobs/embedded-queue.ts): one row per job.
 * Times are epoch milliseconds (bigint) so claiming compares plain numbers on both dialects.
 * - `status`: waiting (ready at `run_at`) | active (leased until `locked_until` by `locked_by`)
 *   | done | failed (after its last attempt).
 * - `job_key`: the de-duplication id; unique while the job is waiting or active, cleared when it
 *   ends so the same key can be enqueued again later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const big = isPostgres(db) ? sql.raw('bigint') : sql.raw('integer');
  await withId(db, db.schema.createTable('jobs'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('job_key', 'varchar(255)', (col) => col.unique())
    .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('waiting'))
    .addColumn('attempts_made', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('backoff_ms', 'integer', (col) => col.notNull().defaultTo(1000))
    .addColumn('run_at', big, (col) => col.notNull())
    .addColumn('locked_until', big)
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', big, (col) => col.notNull())
    .addColumn('finished_at', big)
    .execute();
  await sql`create index jobs_claim_index on jobs (status, run_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
