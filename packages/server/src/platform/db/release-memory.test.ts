import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database';
import { releaseDatabaseMemory } from './database';

describe(`releaseDatabaseMemory (${testDialect()})`, () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.dispose());

  it('empties the page cache between queries, and the next query reads the same rows', async () => {
    const { db } = database;
    const now = new Date().toISOString();
    const rows = Array.from({ length: 200 }, (_, index) => ({
      name: `memory.probe_${index}`,
      value: JSON.stringify('x'.repeat(500)),
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto('settings').values(rows).execute();
    const read = () =>
      db
        .selectFrom('settings')
        .select(['name', 'value'])
        .where('name', 'like', 'memory.%')
        .execute();
    const before = await read();
    expect(before).toHaveLength(200);
    releaseDatabaseMemory(db);
    expect(await read()).toEqual(before);
  });
});
