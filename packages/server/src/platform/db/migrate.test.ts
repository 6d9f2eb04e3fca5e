import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations/index';

describe('migrateToLatest', () => {
  const databases: TestDatabase[] = [];
  afterEach(async () => {
    for (const database of databases.splice(0)) await database.dispose();
  });

  it('migrates a database while another one on the same server is already migrated', async () => {
    // On PostgreSQL both live in one database as separate schemas, like parallel test suites.
    databases.push(await createTestDatabase());
    databases.push(await createTestDatabase());
    for (const { db } of databases) {
      const tables = await db.introspection.getTables();
      expect(tables.map((table) => table.name)).toContain('users');
    }
  });

  it('does nothing when run again', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    await migrateToLatest(database.db);
    const applied = await database.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    // Each migration file is applied exactly once, however many areas have added one.
    const files = readdirSync(new URL('./migrations/', import.meta.url)).filter((file) =>
      /^\d{14}-[\w-]+\.ts$/.test(file),
    );
    expect(applied).toHaveLength(files.length);
  });

  it('lists every migration file in migrations/index.ts, by its name', () => {
    const files = readdirSync(new URL('./migrations/', import.meta.url))
      .filter((file) => /^\d{14}-[\w-]+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(MIGRATIONS).sort()).toEqual(files.sort());
  });
});
