import { SPEC_QUOTED_LINES } from '@tonearm/shared/localization/default-lines';
import { PERMISSION_NAMES } from '@tonearm/shared/permissions/permission-names';
import { SETTING_DEFINITIONS } from '@tonearm/shared/settings/default-settings';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../container';
import { loadConfig } from '../platform/config';
import type { DB } from '../platform/db/database';
import { verifyPassword } from '../platform/security/passwords';
import { useTestApp } from '../test/use-test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { seedDefaults } from './seed-defaults';

const quietLog = { info: () => {}, warn: () => {} };
const ARGON2ID_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

/** Every seeded row, without the timestamps a re-run may legitimately touch. */
async function snapshot(db: DB) {
  const strip = <T extends object>(rows: T[]) =>
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).filter(([name]) => !['created_at', 'updated_at'].includes(name)),
      ),
    );
  return {
    roles: strip(await db.selectFrom('roles').selectAll().orderBy('id').execute()),
    permissions: strip(await db.selectFrom('permissions').selectAll().orderBy('id').execute()),
    rolePermissions: strip(
      await db
        .selectFrom('role_permissions')
        .selectAll()
        .orderBy('role_id')
        .orderBy('permission_id')
        .execute(),
    ),
    settings: strip(await db.selectFrom('settings').selectAll().orderBy('id').execute()),
    themes: strip(await db.selectFrom('themes').selectAll().orderBy('id').execute()),
    localizations: strip(await db.selectFrom('localizations').selectAll().orderBy('id').execute()),
    users: strip(await db.selectFrom('users').selectAll().orderBy('id').execute()),
    userRoles: strip(
      await db.selectFrom('user_roles').selectAll().orderBy('user_id').orderBy('role_id').execute(),
    ),
  };
}

describe('seeding a new database', () => {
  const t = useTestApp({
    ADMIN_EMAIL: 'Owner@Example.com',
    ADMIN_PASSWORD: 'a long admin password',
  });

  it('creates the guests, users and admin roles', async () => {
    const roles = await t.database.db
      .selectFrom('roles')
      .select(['name', 'guests', 'is_default'])
      .orderBy('name')
      .execute();
    expect(roles).toEqual([
      { name: 'admin', guests: 0, is_default: 0 },
      { name: 'guests', guests: 1, is_default: 0 },
      { name: 'users', guests: 0, is_default: 1 },
    ]);
  });

  it('creates every permission the specs name', async () => {
    const rows = await t.database.db.selectFrom('permissions').select('name').execute();
    expect(rows.map((row) => row.name).sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it('gives the admin role the admin permission and guests music.view', async () => {
    const grants = await t.database.db
      .selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select(['roles.name as role', 'permissions.name as permission'])
      .execute();
    expect(grants).toEqual(
      expect.arrayContaining([
        { role: 'admin', permission: 'admin' },
        { role: 'guests', permission: 'music.view' },
      ]),
    );
  });

  it('stores every setting with its default and a generated app key', async () => {
    const rows = await t.database.db.selectFrom('settings').select(['name', 'value']).execute();
    const stored = new Map(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]));
    // The seeded custom pages fill these in once (custom-pages.service.ts).
    const seededByPages: Record<string, unknown> = {
      'legal.privacy_policy_url': '/pages/privacy-policy',
      'legal.terms_url': '/pages/terms-of-service',
      'legal.contact_url': '/contact',
      'custom_pages.seeded': expect.stringMatching(/^\d{4}-/) as unknown,
    };
    for (const [name, definition] of Object.entries(SETTING_DEFINITIONS)) {
      expect(stored.has(name), name).toBe(true);
      if (name === 'app_key') continue;
      expect(stored.get(name), name).toEqual(
        name in seededByPages ? seededByPages[name] : definition.value,
      );
    }
    expect(String(stored.get('app_key'))).toMatch(/^[\w-]{43}$/);
  });

  it('creates the light and dark default themes', async () => {
    const themes = await t.database.db
      .selectFrom('themes')
      .select(['is_dark', 'default_light', 'default_dark'])
      .orderBy('is_dark')
      .execute();
    expect(themes).toEqual([
      { is_dark: 0, default_light: 1, default_dark: 0 },
      { is_dark: 1, default_light: 0, default_dark: 1 },
    ]);
  });

  it('creates the English localization with every line the spec quotes', async () => {
    const english = await t.database.db
      .selectFrom('localizations')
      .selectAll()
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    const lines = JSON.parse(english.lines) as Record<string, string>;
    expect(english.name).toBe('English');
    for (const line of SPEC_QUOTED_LINES) expect(lines[line], line).toBe(line);
  });

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD with an argon2id hash', async () => {
    const admin = await t.services.users.findByEmail('owner@example.com');
    expect(admin).toBeDefined();
    expect(admin!.email_verified_at).not.toBeNull();
    expect(admin!.password!.startsWith(ARGON2ID_PREFIX)).toBe(true);
    expect(await verifyPassword(admin!.password, 'a long admin password')).toBe(true);
    const roles = await t.services.roles.rolesOfUser(admin!.id);
    expect(roles.map((role) => role.name).sort()).toEqual(['admin', 'users']);
  });

  it('changes nothing when it runs again', async () => {
    const before = await snapshot(t.database.db);
    await seedDefaults(t.services, t.config, quietLog);
    expect(await snapshot(t.database.db)).toEqual(before);
  });

  it("keeps an admin's edited setting and line when it runs again", async () => {
    await t.services.settings.update({ 'branding.site_name': 'My Radio' });
    const english = await t.services.localization.forLanguage('en');
    await t.database.db
      .updateTable('localizations')
      .set({ lines: JSON.stringify({ ...english.lines, 'Take me there!': 'Home, please' }) })
      .where('language', '=', 'en')
      .execute();
    await seedDefaults(t.services, t.config, quietLog);
    expect(await t.services.settings.get('branding.site_name')).toBe('My Radio');
    expect((await t.services.localization.forLanguage('en')).lines['Take me there!']).toBe(
      'Home, please',
    );
  });
});

describe('seeding without ADMIN_PASSWORD', () => {
  let database: TestDatabase;
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => database.dispose());

  it('generates a password, prints it once and stores only its hash', async () => {
    database = await createTestDatabase();
    const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), database: database.config };
    const services = createServices(database.db, config);
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });

    await seedDefaults(services, config, quietLog);
    await seedDefaults(services, config, quietLog);
    vi.restoreAllMocks();

    const output = printed.join('');
    const passwords = [...output.matchAll(/Password: (\S+)/g)].map((match) => match[1]!);
    expect(passwords).toHaveLength(1);
    expect(output).toContain('admin@tonearm.local');
    const admin = await services.users.findByEmail('admin@tonearm.local');
    expect(admin!.password).not.toContain(passwords[0]!);
    expect(admin!.password!.startsWith(ARGON2ID_PREFIX)).toBe(true);
    expect(await verifyPassword(admin!.password, passwords[0]!)).toBe(true);
  });
});
