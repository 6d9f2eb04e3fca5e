import { describe, expect, it } from 'vitest';
import type { PermissionContext } from '../permissions/permissions';
import {
  isMenuItemVisible,
  resolveMenuAction,
  type MenuVisibilityContext,
} from './menu-visibility';
import type { MenuItem } from './menus.schemas';

const settings: Record<string, unknown> = {
  'billing.enable': true,
  'homepage.type': 'landingPage',
  'notif.subs.integrated': false,
};

function context(ctx: PermissionContext): MenuVisibilityContext {
  return { ...ctx, getSetting: (name) => settings[name] };
}

const guest = context({ user: null, guestRole: { id: 1, permissions: [{ name: 'music.view' }] } });
const listener = context({
  user: {
    id: 42,
    roles: [{ id: 2 }],
    permissions: [{ name: 'music.view' }, { name: 'api.access' }],
    subscriptions: [],
  },
  guestRole: null,
});
const subscriber = context({
  user: {
    id: 43,
    roles: [{ id: 2 }, { id: 4 }],
    permissions: [{ name: 'music.view' }],
    subscriptions: [{ valid: true }],
  },
  guestRole: null,
});
const admin = context({
  user: { id: 1, roles: [{ id: 3 }], permissions: [{ name: 'admin' }] },
  guestRole: null,
});

function item(overrides: Partial<MenuItem>): MenuItem {
  return { id: 'item', label: 'Item', type: 'route', action: '/somewhere', ...overrides };
}

describe('isMenuItemVisible', () => {
  it('shows an item without conditions to everyone', () => {
    expect(isMenuItemVisible(item({}), guest)).toBe(true);
    expect(isMenuItemVisible(item({}), listener)).toBe(true);
  });

  it('shows an item only when every one of its roles is held', () => {
    expect(isMenuItemVisible(item({ roles: [2, 4] }), subscriber)).toBe(true);
    expect(isMenuItemVisible(item({ roles: [2, 4] }), listener)).toBe(false);
    expect(isMenuItemVisible(item({ roles: [2] }), guest)).toBe(false);
  });

  it('shows an item only when every one of its permissions is held', () => {
    expect(isMenuItemVisible(item({ permissions: ['music.view', 'api.access'] }), listener)).toBe(
      true,
    );
    expect(isMenuItemVisible(item({ permissions: ['music.view', 'api.access'] }), subscriber)).toBe(
      false,
    );
  });

  it("uses the guest role's permissions for a guest", () => {
    expect(isMenuItemVisible(item({ permissions: ['music.view'] }), guest)).toBe(true);
    expect(isMenuItemVisible(item({ permissions: ['admin.access'] }), guest)).toBe(false);
  });

  it('shows an admin every permission-gated item', () => {
    expect(isMenuItemVisible(item({ permissions: ['admin.access', 'users.update'] }), admin)).toBe(
      true,
    );
  });

  it('shows an item only when every one of its settings matches', () => {
    expect(
      isMenuItemVisible(
        item({ settings: { 'billing.enable': true, 'homepage.type': 'landingPage' } }),
        guest,
      ),
    ).toBe(true);
    expect(
      isMenuItemVisible(
        item({ settings: { 'billing.enable': true, 'homepage.type': 'login' } }),
        guest,
      ),
    ).toBe(false);
    expect(isMenuItemVisible(item({ settings: { 'notif.subs.integrated': true } }), guest)).toBe(
      false,
    );
  });

  it('treats a missing setting as false for a boolean condition', () => {
    expect(isMenuItemVisible(item({ settings: { 'never.set': false } }), guest)).toBe(true);
  });

  it('shows a "subscribed" item to subscribers only', () => {
    expect(isMenuItemVisible(item({ subscriptionStatus: 'subscribed' }), subscriber)).toBe(true);
    expect(isMenuItemVisible(item({ subscriptionStatus: 'subscribed' }), listener)).toBe(false);
    expect(isMenuItemVisible(item({ subscriptionStatus: 'subscribed' }), guest)).toBe(false);
  });

  it('shows a "not-subscribed" item to everyone without a valid subscription', () => {
    expect(isMenuItemVisible(item({ subscriptionStatus: 'not-subscribed' }), listener)).toBe(true);
    expect(isMenuItemVisible(item({ subscriptionStatus: 'not-subscribed' }), guest)).toBe(true);
    expect(isMenuItemVisible(item({ subscriptionStatus: 'not-subscribed' }), subscriber)).toBe(
      false,
    );
  });
});

describe('resolveMenuAction', () => {
  it('replaces every {currentUser} with the user id', () => {
    expect(resolveMenuAction('/user/{currentUser}/playlists?from={currentUser}', 42)).toBe(
      '/user/42/playlists?from=42',
    );
  });

  it('leaves actions without the placeholder alone', () => {
    expect(resolveMenuAction('/library', 42)).toBe('/library');
  });

  it('drops the placeholder when nobody is logged in', () => {
    expect(resolveMenuAction('/user/{currentUser}', null)).toBe('/user/');
  });
});

describe('withoutPermissions ("Become an artist" until music.create)', () => {
  const become: MenuItem = {
    id: 'become-artist',
    label: 'Become an artist',
    type: 'route',
    action: '/backstage/requests',
    permissions: ['api.access'],
    withoutPermissions: ['music.create'],
  };
  const artist = context({
    user: {
      id: 44,
      roles: [],
      permissions: [{ name: 'api.access' }, { name: 'music.create' }],
    },
    guestRole: null,
  });

  it('shows to holders of the permissions who lack the excluded ones, hides from the rest', () => {
    expect(isMenuItemVisible(become, listener)).toBe(true);
    expect(isMenuItemVisible(become, artist)).toBe(false);
    expect(isMenuItemVisible(become, admin)).toBe(false);
    expect(isMenuItemVisible(become, guest)).toBe(false);
  });
});
