import { describe, expect, it } from 'vitest';
import { DEFAULT_MENUS } from './default-menus';
import {
  isMenuAction,
  MENU_LIMITS,
  MENU_MESSAGES,
  menusSettingSchema,
  type Menu,
} from './menus.schemas';

function menu(overrides: Partial<Menu> = {}): Menu {
  return {
    id: 'main',
    name: 'Main',
    positions: ['navbar'],
    items: [{ id: 'home', label: 'Home', type: 'route', action: '/' }],
    ...overrides,
  };
}

function issues(value: unknown) {
  const result = menusSettingSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('menusSettingSchema', () => {
  it('accepts the default menus', () => {
    expect(menusSettingSchema.safeParse(DEFAULT_MENUS).success).toBe(true);
  });

  it('accepts an item with every condition', () => {
    const item = {
      id: 'api',
      label: 'API',
      type: 'link' as const,
      action: 'https://example.com/docs?x=1',
      target: '_blank' as const,
      icon: 'settings',
      roles: [2],
      permissions: ['api.access'],
      settings: { 'billing.enable': true, 'homepage.type': 'landingPage' },
      subscriptionStatus: 'subscribed' as const,
    };
    expect(issues([menu({ items: [item] })])).toEqual([]);
  });

  it('refuses two menus with one id and two items of a menu with one id, at their paths', () => {
    const twice = menu({
      items: [
        { id: 'a', label: 'A', type: 'route', action: '/a' },
        { id: 'a', label: 'B', type: 'route', action: '/b' },
      ],
    });
    expect(issues([menu(), twice])).toEqual([
      { path: '1.id', message: MENU_MESSAGES.duplicateMenu },
      { path: '1.items.1.id', message: MENU_MESSAGES.duplicateItem },
    ]);
  });

  it('refuses actions a browser would run or leave by, at the action path', () => {
    for (const action of [
      'javascript:alert(1)',
      '//evil.example',
      'ftp://x',
      'data:text/html,x',
      '/a b',
      '',
    ]) {
      const found = issues([menu({ items: [{ id: 'x', label: 'X', type: 'route', action }] })]);
      expect(
        found.map((i) => i.path),
        action,
      ).toEqual(['0.items.0.action']);
    }
  });

  it('refuses an empty label and a bad id', () => {
    expect(
      issues([menu({ items: [{ id: 'no spaces', label: '  ', type: 'route', action: '/' }] })]).map(
        (i) => i.path,
      ),
    ).toEqual(['0.items.0.id', '0.items.0.label']);
  });

  it('bounds the number of menus and of items', () => {
    const many = Array.from({ length: MENU_LIMITS.menus + 1 }, (_, i) => menu({ id: `m${i}` }));
    expect(issues(many)).toEqual([{ path: '', message: MENU_MESSAGES.tooMany }]);
    const items = Array.from({ length: MENU_LIMITS.itemsPerMenu + 1 }, (_, i) => ({
      id: `i${i}`,
      label: 'X',
      type: 'route' as const,
      action: '/',
    }));
    expect(issues([menu({ items })])).toEqual([
      { path: '0.items', message: MENU_MESSAGES.tooMany },
    ]);
  });
});

describe('isMenuAction', () => {
  it('takes app paths with {currentUser}, http(s) URLs and setting: references', () => {
    expect(isMenuAction('/user/{currentUser}')).toBe(true);
    expect(isMenuAction('http://example.com')).toBe(true);
    expect(isMenuAction('setting:legal.terms_url')).toBe(true);
    expect(isMenuAction('library')).toBe(false);
  });
});
