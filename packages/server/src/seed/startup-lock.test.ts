import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createServices } from '../container';
import { seedDefaults } from './seed-defaults';
import { createTestDatabase, testDialect } from '../test/test-database';
import { loadConfig } from '../platform/config';
import { createDatabase, STARTUP_LOCK_KEY, withStartupLock } from '../platform/db/database';

const quietLog = { info: () => {}, warn: () => {} };

describe('withStartupLock', () => {
  it('returns what the work returns', async () => {
    const database = await createTestDatabase();
    try {
      await expect(withStartupLock(database.db, async () => 'seeded')).resolves.toBe('seeded');
    } finally {
      await database.dispose();
    }
  });

  it('lets app processes starting together on an empty database seed one after the other', async () => {
    const database = await createTestDatabase();
    // On PostgreSQL each "process" has a pool of its own; SQLite is one process by design.
    const second = testDialect() === 'postgres' ? createDatabase(database.config) : database.db;
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'admin-password' }),
      database: database.config,
    };
    try {
      const start = (db: typeof database.db) =>
        withStartupLock(db, () => seedDefaults(createServices(db, config), config, quietLog));
      await Promise.all([start(database.db), start(second)]);
      const admins = await database.db.selectFrom('users').select('email').execute();
      expect(admins).toEqual([{ email: 'admin@tonearm.local' }]);
      const roles = await database.db.selectFrom('roles').select('name').orderBy('name').execute();
      expect(roles.map((role) => role.name)).toEqual(['admin', 'guests', 'users']);
    } finally {
      if (second !== database.db) await second.destroy();
      await database.dispose();
    }
  });

  it('waits while another process holds the start-up lock', async () => {
    const database = await createTestDatabase();
    const order: string[] = [];
    try {
      if (testDialect() === 'postgres') {
        // Another app process, with a connection of its own, is migrating and seeding.
        const other = createDatabase(database.config);
        const holding = other.connection().execute(async (connection) => {
          await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
          await delay(300);
          order.push('other process done');
          await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
        });
        await delay(100);
        await withStartupLock(database.db, async () => {
          order.push('this process starts');
        });
        await holding;
        await other.destroy();
      } else {
        const first = withStartupLock(database.db, async () => {
          await delay(300);
          order.push('other process done');
        });
        await withStartupLock(database.db, async () => {
          order.push('this process starts');
        });
        await first;
      }
      expect(order).toEqual(['other process done', 'this process starts']);
    } finally {
      await database.dispose();
    }
  });
});
