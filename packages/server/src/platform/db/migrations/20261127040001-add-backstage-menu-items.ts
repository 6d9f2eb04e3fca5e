import { sql, type Kysely } from 'kysely';

/**
 * Backstage: an install seeded before this migration gets the user menu's two new
 * items too — "Become an artist" (backstageRequests.create holders without music.create) and
 * "Upload" (music.create) — unless they are already there. A new install seeds them from
 * DEFAULT_MENUS. Menus edited by the admin keep their other items and order.
 */
const ITEMS = [
  {
    id: 'become-artist',
    label: 'Become an artist',
    type: 'route',
    action: '/backstage/requests',
    icon: 'mic',
    permissions: ['backstageRequests.create'],
    withoutPermissions: ['music.create'],
  },
  {
    id: 'upload',
    label: 'Upload',
    type: 'route',
    action: '/backstage/upload',
    icon: 'upload',
    permissions: ['music.create'],
  },
];

interface StoredMenu {
  positions?: unknown;
  items?: { id?: unknown }[];
}

async function rewriteMenus(
  db: Kysely<unknown>,
  change: (items: { id?: unknown }[]) => { id?: unknown }[],
): Promise<void> {
  const { rows } = await sql<{
    value: string;
  }>`select value from settings where name = 'menus'`.execute(db);
  const stored = rows[0]?.value;
  if (!stored) return;
  let menus: unknown;
  try {
    menus = JSON.parse(stored);
  } catch {
    return;
  }
  if (!Array.isArray(menus)) return;
  const userMenu = (menus as StoredMenu[]).find(
    (menu) => Array.isArray(menu.positions) && menu.positions.includes('user-menu'),
  );
  if (!userMenu || !Array.isArray(userMenu.items)) return;
  userMenu.items = change(userMenu.items);
  await sql`update settings set value = ${JSON.stringify(menus)} where name = 'menus'`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewriteMenus(db, (items) => {
    const missing = ITEMS.filter((item) => !items.some((existing) => existing.id === item.id));
    return [...missing, ...items];
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewriteMenus(db, (items) =>
    items.filter((item) => !ITEMS.some((added) => added.id === item.id)),
  );
}
