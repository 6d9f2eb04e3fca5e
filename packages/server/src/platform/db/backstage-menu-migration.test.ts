import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabaseForEachTest } from '../../test/test-database';
import type { DB } from './database';
import * as migration from './migrations/20261127040001-add-backstage-menu-items';

describe('migration 20261127040001-add-backstage-menu-items', () => {
  let db: DB;
  freshDatabaseForEachTest((fresh) => (db = fresh));

  const storeMenus = async (menus: unknown) => {
    const now = new Date().toISOString();
    await db.deleteFrom('settings').where('name', '=', 'menus').execute();
    await db
      .insertInto('settings')
      .values({ name: 'menus', value: JSON.stringify(menus), created_at: now, updated_at: now })
      .execute();
  };
  const userMenuIds = async () => {
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('name', '=', 'menus')
      .executeTakeFirstOrThrow();
    const menus = JSON.parse(row.value) as { id: string; items: { id: string }[] }[];
    return menus.find((menu) => menu.id === 'user-menu')!.items.map((item) => item.id);
  };

  it('adds "Become an artist" and "Upload" to an older user menu once, and removes them on down', async () => {
    await storeMenus([
      { id: 'primary', name: 'Primary', positions: ['navbar'], items: [{ id: 'home' }] },
      {
        id: 'user-menu',
        name: 'User menu',
        positions: ['user-menu'],
        items: [{ id: 'account', label: 'Account settings', type: 'route', action: '/a' }],
      },
    ]);
    const raw = db as unknown as Kysely<unknown>;
    await migration.up(raw);
    expect(await userMenuIds()).toEqual(['become-artist', 'upload', 'account']);
    await migration.up(raw);
    expect(await userMenuIds()).toEqual(['become-artist', 'upload', 'account']);
    await migration.down(raw);
    expect(await userMenuIds()).toEqual(['account']);
  });
});
