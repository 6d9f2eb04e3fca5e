import { sql, type Kysely } from 'kysely';
import { isPostgres, timestampType } from '../dialect-helpers';

/**
 * Music management: what a track, an album and an artist need once uploads become
 * music and their owners edit them.
 * - tracks and albums have a `status`: `draft` (made from an upload, seen only by its owner and
 *   editors) or `published`; `public` (0 hides it from everyone but its owner and editors);
 *   `release_at` (a published item with a future release time stays hidden until then).
 * - tracks: `downloadable`; the audio processing's state (`processing`: queued | processing |
 *   done | failed, with `processing_error` and `processing_progress` 0..100) and results
 *   (`loudness_lufs`, EBU R128 integrated loudness, and `true_peak_db`); `upload_file_id`, the
 *   file entry the audio came from.
 * - artists: `images`, a JSON list of profile image URLs beside the main `image`.
 * - genres: `display_name`, shown instead of `name` when set.
 * Existing rows are published, public and processed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  const real = isPostgres(db) ? 'double precision' : 'real';

  for (const table of ['tracks', 'albums']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('published'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('public', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable(table).addColumn('release_at', ts).execute();
    await sql
      .raw(`create index ${table}_owner_status_index on ${table} (user_id, status)`)
      .execute(db);
  }

  // One statement per column: SQLite's ALTER TABLE adds one column at a time.
  const track = () => db.schema.alterTable('tracks');
  await track()
    .addColumn('downloadable', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await track()
    .addColumn('processing', 'varchar(16)', (col) => col.notNull().defaultTo('done'))
    .execute();
  await track().addColumn('processing_error', 'text').execute();
  await track()
    .addColumn('processing_progress', 'integer', (col) => col.notNull().defaultTo(100))
    .execute();
  await track().addColumn('loudness_lufs', sql.raw(real)).execute();
  await track().addColumn('true_peak_db', sql.raw(real)).execute();
  await track()
    .addColumn('upload_file_id', 'integer', (col) =>
      col.references('file_entries.id').onDelete('set null'),
    )
    .execute();

  await db.schema
    .alterTable('artists')
    .addColumn('images', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('genres').addColumn('display_name', 'varchar(100)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'downloadable',
    'processing',
    'processing_error',
    'processing_progress',
    'loudness_lufs',
    'true_peak_db',
    'upload_file_id',
  ])
    await db.schema.alterTable('tracks').dropColumn(column).execute();
  for (const table of ['tracks', 'albums']) {
    await sql.raw(`drop index ${table}_owner_status_index`).execute(db);
    for (const column of ['status', 'public', 'release_at'])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.alterTable('artists').dropColumn('images').execute();
  await db.schema.alterTable('genres').dropColumn('display_name').execute();
}
