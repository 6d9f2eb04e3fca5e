import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { COOKIES } from '@tonearm/shared/constants';
import { isMenuItemVisible } from '@tonearm/shared/menus/menu-visibility';
import type { MenuItem } from '@tonearm/shared/menus/menus.schemas';
import { PUBLIC_SETTING_NAMES } from '@tonearm/shared/settings/default-settings';
import { describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

async function bootstrapOf(
  client: TestClient,
  cookies: Record<string, string> = {},
): Promise<BootstrapData> {
  const response = await client.get('/api/v1/bootstrap-data', { cookies });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ bootstrapData: BootstrapData }>();
  expect(Object.keys(body)).toEqual(['bootstrapData']);
  return body.bootstrapData;
}

describe('GET /api/v1/bootstrap-data (bootstrap data)', () => {
  const t = useTestApp();

  it('answers with exactly the documented keys', async () => {
    const data = await bootstrapOf(guestClient(t));
    expect(Object.keys(data).sort()).toEqual(
      [
        'guest_role',
        'i18n',
        'menus',
        'settings',
        'show_cookie_notice',
        'themes',
        'user',
        'workspaces',
      ].sort(),
    );
  });

  it('gives a guest user null and no workspaces', async () => {
    const data = await bootstrapOf(guestClient(t));
    expect(data.user).toBeNull();
    expect(data.workspaces).toEqual([]);
  });

  it('gives a logged-in user their own record without secrets', async () => {
    const user = await buildUser(t, { name: 'Nina Simone' });
    const data = await bootstrapOf(await loginAs(t, user));
    expect(data.user).toMatchObject({
      id: user.id,
      name: 'Nina Simone',
      email: user.email,
      banned_at: null,
    });
    expect(data.user!.roles.map((role) => role.name)).toEqual(['users']);
    expect(data.user).not.toHaveProperty('password');
    expect(data.user).not.toHaveProperty('two_factor_secret');
    expect(JSON.stringify(data)).not.toContain('$argon2id$');
  });

  it('sends public settings only', async () => {
    const { settings } = await bootstrapOf(guestClient(t));
    expect(settings).not.toHaveProperty('app_key');
    expect(settings).not.toHaveProperty(['recaptcha.secret_key']);
    expect(
      Object.keys(settings).every((name) =>
        (PUBLIC_SETTING_NAMES as readonly string[]).includes(name),
      ),
    ).toBe(true);
    expect(settings['branding.site_name']).toBe('Tonearm');
  });

  it('sends the two seeded themes, one dark default and one light default', async () => {
    const { themes } = await bootstrapOf(guestClient(t));
    expect(themes.all).toHaveLength(2);
    const dark = themes.all.find((theme) => theme.is_dark);
    const light = themes.all.find((theme) => !theme.is_dark);
    expect(dark).toMatchObject({ default_dark: true, default_light: false });
    expect(light).toMatchObject({ default_light: true, default_dark: false });
    expect(Object.keys(light!.values).length).toBeGreaterThan(0);
    expect(themes.selectedThemeId).toBe('system');
  });

  it('selects the theme kept in the theme cookie', async () => {
    const { themes } = await bootstrapOf(guestClient(t), { [COOKIES.theme]: 'dark' });
    expect(themes.selectedThemeId).toBe('dark');
  });

  it('sends the English lines, including the spec-quoted ones', async () => {
    const { i18n } = await bootstrapOf(guestClient(t));
    expect(i18n.language).toBe('en');
    expect(i18n.lines["Looks like you've found the doorway to the great nothing"]).toBe(
      "Looks like you've found the doorway to the great nothing",
    );
  });

  it('falls back to English for a user whose language has no localization', async () => {
    const user = await buildUser(t);
    await t.database.db
      .updateTable('users')
      .set({ language: 'xx' })
      .where('id', '=', user.id)
      .execute();
    const { i18n } = await bootstrapOf(await loginAs(t, user));
    expect(i18n.language).toBe('en');
  });

  it('sends the guest role with its permissions', async () => {
    const { guest_role } = await bootstrapOf(guestClient(t));
    expect(guest_role?.name).toBe('guests');
    expect(Number.isInteger(guest_role?.id)).toBe(true);
    expect(guest_role!.permissions!.map((permission) => permission.name)).toContain('music.view');
  });

  it('shows the cookie notice by default', async () => {
    expect((await bootstrapOf(guestClient(t))).show_cookie_notice).toBe(true);
  });

  it('hides the cookie notice once the cookie_notice cookie is sent', async () => {
    const data = await bootstrapOf(guestClient(t), { [COOKIES.cookieNotice]: 'true' });
    expect(data.show_cookie_notice).toBe(false);
  });

  it('hides the cookie notice when the cookie_notice.enable setting is off', async () => {
    await t.services.settings.update({ 'cookie_notice.enable': false });
    try {
      expect((await bootstrapOf(guestClient(t))).show_cookie_notice).toBe(false);
    } finally {
      await t.services.settings.update({ 'cookie_notice.enable': true });
    }
  });

  it('lists the workspaces the user belongs to with their member counts', async () => {
    const user = await buildUser(t);
    const workspaceId = await t.services.workspaces.create('The Band', user.id);
    const data = await bootstrapOf(await loginAs(t, user));
    expect(data.workspaces).toEqual([
      { id: 0, name: 'Default', members_count: 1, role: 'owner' },
      { id: workspaceId, name: 'The Band', members_count: 1, role: 'owner' },
    ]);
  });

  it('sends the menus, placed at the navbar, user menu, auth-page and landing footers', async () => {
    const { menus, settings } = await bootstrapOf(guestClient(t));
    const positions = menus.flatMap((menu) => menu.positions);
    expect(positions).toEqual(
      expect.arrayContaining(['navbar', 'user-menu', 'auth-page-footer', 'landing-footer']),
    );
    expect(settings.menus).toEqual(menus);
  });

  it('sends what menu visibility needs: a permission-gated item shows to its holders only', async () => {
    const item: MenuItem = {
      id: 'studio',
      label: 'Studio',
      type: 'route',
      action: '/backstage/upload',
      permissions: ['music.create'],
    };
    const visibleTo = (data: BootstrapData) =>
      isMenuItemVisible(item, {
        user: data.user,
        guestRole: data.guest_role,
        getSetting: (name) => data.settings[name],
      });
    const holder = await buildUser(t, { permissions: [{ name: 'music.create' }] });
    const other = await buildUser(t);
    const holderData = await bootstrapOf(await loginAs(t, holder));
    expect(holderData.user!.permissions.map((p) => p.name)).toContain('music.create');
    expect(visibleTo(holderData)).toBe(true);
    expect(visibleTo(await bootstrapOf(await loginAs(t, other)))).toBe(false);
    expect(visibleTo(await bootstrapOf(guestClient(t)))).toBe(false);
  });
});
