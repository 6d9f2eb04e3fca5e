import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { DB } from './database';
import { isPostgres } from './dialect-helpers';
import * as migration from './migrations/20261124000000-comment-authors-outlive-accounts';

/** The migration takes the database untyped, as the migrator hands it over. */
const untyped = (db: DB) => db as unknown as Kysely<unknown>;

async function commentIndexes(db: DB): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`
        select indexname as name from pg_indexes
        where tablename = 'comments' and schemaname = current_schema()`.execute(db)
    : await sql<{ name: string }>`
        select name from sqlite_master where type = 'index' and tbl_name = 'comments'`.execute(db);
  return rows.map((row) => row.name).filter((name) => !/_pkey$|^sqlite_autoindex/.test(name));
}

/**
 * Read from this test database's own schema: on PostgreSQL every test database is a schema of
 * one shared database, and Kysely's introspection lists the tables of all of them.
 */
async function userIdIsNullable(db: DB): Promise<boolean> {
  const { rows } = isPostgres(db)
    ? await sql<{ nullable: boolean }>`
        select is_nullable = 'YES' as nullable from information_schema.columns
        where table_schema = current_schema() and table_name = 'comments'
          and column_name = 'user_id'`.execute(db)
    : await sql<{ nullable: number }>`
        select "notnull" = 0 as nullable from pragma_table_info('comments')
        where name = 'user_id'`.execute(db);
  return !!rows[0]?.nullable;
}

describe('migration 20261124000000-comment-authors-outlive-accounts', () => {
  let database: TestDatabase;
  let db: DB;
  let ann: number;
  let bob: number;
  let trackId: number;

  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db;
    const now = new Date().toISOString();
    const user = async (name: string) =>
      (
        await db
          .insertInto('users')
          .values({ email: `${name}@example.com`, name, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ann = await user('ann');
    bob = await user('bob');
    trackId = (
      await db
        .insertInto('tracks')
        .values({ name: 'Migrated', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(() => database.dispose());

  const comment = async (userId: number | null, content: string, parentId: number | null = null) =>
    (
      await db
        .insertInto('comments')
        .values({
          track_id: trackId,
          user_id: userId,
          content,
          position_ms: null,
          parent_id: parentId,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const contents = async () =>
    (await db.selectFrom('comments').select('content').orderBy('id').execute()).map(
      (row) => row.content,
    );

  it('lets a comment outlive its author, and keeps the rows, indexes and cascades', async () => {
    await migration.down(untyped(db));
    expect(await userIdIsNullable(db)).toBe(false);
    const top = await comment(ann, 'Top by Ann');
    const reply = await comment(bob, 'Reply by Bob', top);
    const removed = await comment(bob, 'Deleted before the migration');
    await db.deleteFrom('comments').where('id', '=', removed).execute();

    await migration.up(untyped(db));

    expect(await userIdIsNullable(db)).toBe(true);
    expect((await commentIndexes(db)).sort()).toEqual([
      'comments_parent_index',
      'comments_track_index',
    ]);
    expect(await db.selectFrom('comments').selectAll().orderBy('id').execute()).toEqual([
      expect.objectContaining({ id: top, user_id: ann, content: 'Top by Ann', parent_id: null }),
      expect.objectContaining({ id: reply, user_id: bob, parent_id: top }),
    ]);
    // The id of a deleted comment is not handed out again.
    expect(await comment(bob, 'New')).toBeGreaterThan(removed);

    // The author's account goes: the comment stays, without an author.
    await db.deleteFrom('users').where('id', '=', ann).execute();
    expect(
      await db.selectFrom('comments').select('user_id').where('id', '=', top).executeTakeFirst(),
    ).toEqual({ user_id: null });
    // A reply still goes with the comment it answers, and a comment with its track.
    await db.deleteFrom('comments').where('id', '=', top).execute();
    expect(await contents()).toEqual(['New']);
    await db.deleteFrom('tracks').where('id', '=', trackId).execute();
    expect(await contents()).toEqual([]);
  });

  it('goes back down by removing the comments without an author, and the replies under them', async () => {
    const orphaned = await comment(null, '');
    await comment(bob, 'Under the orphan', orphaned);
    await comment(bob, 'Standing');

    await migration.down(untyped(db));

    expect(await userIdIsNullable(db)).toBe(false);
    expect(await contents()).toEqual(['Standing']);
    await expect(comment(null, 'No author')).rejects.toThrow();
    // The cascade is back: the account takes its comments with it.
    await db.deleteFrom('users').where('id', '=', bob).execute();
    expect(await contents()).toEqual([]);
    await migration.up(untyped(db));
    expect(await userIdIsNullable(db)).toBe(true);
  });
});
