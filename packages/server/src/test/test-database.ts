import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppConfig } from '../platform/config';
import { createDatabase, type DB } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrate';
import { afterEach, beforeEach, inject } from 'vitest';
import { runAsAdmin, withDatabaseName, type DatabaseTemplate } from './database-template';

export interface TestDatabase {
  config: AppConfig['database'];
  db: DB;
  dispose: () => Promise<void>;
}

/** Which dialect this test run targets: the vitest project sets TEST_DIALECT. */
export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * A fresh, migrated database per suite: a temporary SQLite file, or on PostgreSQL a schema of
 * its own inside TEST_DATABASE_URL so suites run in parallel without seeing each other.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DIALECT === 'none')
    throw new Error(
      'This file runs once, without a database (vitest.config.ts REACHES_SQL did not see it reach SQL): name what it imports in that pattern',
    );
  const template = inject('databaseTemplate');
  if (template) return copyTemplate(template);
  if (testDialect() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
    const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
    const database = openTestDatabase({ dialect: 'postgres', url, schema }, async () => {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA "${schema}" CASCADE`);
      await cleaner.end();
    });
    try {
      await migrateToLatest(database.db);
    } catch (error) {
      // Nobody holds the dispose function yet: drop the schema here so it does not linger.
      await database.dispose();
      throw error;
    }
    return database;
  }
  const database = sqliteInTempDir();
  await migrateToLatest(database.db);
  return database;
}

/** A copy of the run's migrated template: a database of its own on PostgreSQL, a file on SQLite. */
async function copyTemplate(template: DatabaseTemplate): Promise<TestDatabase> {
  if (template.dialect === 'postgres') {
    // Named after the template, so the run's teardown finds any copy a suite could not drop.
    const name = `${template.database}_${randomBytes(5).toString('hex')}`;
    await runAsAdmin(template.url, (client) =>
      client.query(`CREATE DATABASE "${name}" TEMPLATE "${template.database}"`),
    );
    const config = { dialect: 'postgres' as const, url: withDatabaseName(template.url, name) };
    return openTestDatabase(config, async () => {
      // Not WITH (FORCE): a connection a test left open would die with an unhandled error in
      // its pool. Such a copy stays until the run's teardown drops it.
      await runAsAdmin(template.url, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}"`),
      ).catch((error: unknown) => {
        if ((error as { code?: string }).code !== '55006') throw error;
      });
    });
  }
  return sqliteInTempDir(template.file);
}

/** A SQLite file in a directory of its own (a copy of `from`, or empty), removed on dispose. */
function sqliteInTempDir(from?: string): TestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-test-'));
  const config = { dialect: 'sqlite' as const, file: path.join(dir, 'test.sqlite') };
  if (from) fs.copyFileSync(from, config.file);
  return openTestDatabase(config, () => fs.rmSync(dir, { recursive: true, force: true }));
}

/** Connects to `config`; disposing closes the connections, then runs `removeStorage`. */
function openTestDatabase(
  config: AppConfig['database'],
  removeStorage: () => Promise<void> | void,
): TestDatabase {
  const db = createDatabase(config);
  return {
    config,
    db,
    dispose: async () => {
      await db.destroy();
      await removeStorage();
    },
  };
}

/** Gives each test of the suite a fresh database of its own (handed to `use`), disposed after it. */
export function freshDatabaseForEachTest(use: (db: DB) => void): void {
  let database: TestDatabase | undefined;
  beforeEach(async () => {
    database = await createTestDatabase();
    use(database.db);
  });
  afterEach(() => database?.dispose());
}
