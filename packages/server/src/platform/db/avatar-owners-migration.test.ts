import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabaseForEachTest } from '../../test/test-database';
import type { DB } from './database';
import * as migration from './migrations/20261125020000-record-avatar-owners';

describe('migration 20261125020000-record-avatar-owners', () => {
  let db: DB;
  freshDatabaseForEachTest((fresh) => (db = fresh));

  const user = async (name: string, image: (id: number) => string | null) => {
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('users')
      .values({ email: `${name}@example.com`, name, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ image: image(id) })
      .where('id', '=', id)
      .execute();
    return id;
  };

  it("records each user's own uploaded avatar as their file, and nobody else's", async () => {
    const ann = await user('ann', (id) => `/storage/avatars/${id}-0123456789abcdef0123.png`);
    // Bob's image names Ann's file (the old hole): it must not become his.
    const annFile = `${ann}-0123456789abcdef0123.png`;
    const bob = await user('bob', () => `/storage/avatars/${annFile}`);
    const cid = await user('cid', () => 'https://cdn.example.com/c.png');

    await migration.up(db as unknown as Kysely<unknown>);
    await migration.up(db as unknown as Kysely<unknown>);

    const entries = await db
      .selectFrom('file_entries')
      .select(['user_id', 'disk', 'disk_prefix', 'file_name', 'mime', 'type'])
      .execute();
    expect(entries).toEqual([
      {
        user_id: ann,
        disk: 'public',
        disk_prefix: 'avatars',
        file_name: annFile,
        mime: 'image/png',
        type: 'file',
      },
    ]);
    expect([bob, cid]).not.toContain(entries[0]!.user_id);
  });
});
