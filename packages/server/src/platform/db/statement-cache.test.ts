import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './database';

describe('the SQLite statement cache', () => {
  it('compiles each SQL text once and keeps at most `capacity` statements', async () => {
    const sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite, 2) }),
    });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    await db.insertInto('t').values({ id: 1, name: 'one' }).execute();
    await db.insertInto('t').values({ id: 2, name: 'two' }).execute();
    prepare.mockClear();

    const byId = (id: number) => db.selectFrom('t').select('name').where('id', '=', id);
    expect(await byId(1).executeTakeFirst()).toEqual({ name: 'one' });
    expect(await byId(2).executeTakeFirst()).toEqual({ name: 'two' });
    expect(prepare).toHaveBeenCalledTimes(1);

    // Two other texts push the least recently used one out; it is compiled again when needed.
    await db.selectFrom('t').select('id').execute();
    await db.selectFrom('t').select(['id', 'name']).execute();
    expect(await byId(1).executeTakeFirst()).toEqual({ name: 'one' });
    expect(prepare).toHaveBeenCalledTimes(4);

    // Writes and streamed reads share the cache too.
    await db.updateTable('t').set({ name: 'uno' }).where('id', '=', 1).execute();
    const names: string[] = [];
    for await (const row of db.selectFrom('t').select('name').orderBy('id').stream()) {
      names.push(row.name);
    }
    expect(names).toEqual(['uno', 'two']);
    await db.destroy();
  });
});
