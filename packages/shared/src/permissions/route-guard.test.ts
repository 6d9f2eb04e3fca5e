import { describe, expect, it } from 'vitest';
import type { PermissionContext } from './permissions';
import { evaluateGuard, guardRedirect } from './route-guard';

const guest: PermissionContext = {
  user: null,
  guestRole: { id: 1, permissions: [{ name: 'music.view' }] },
};
const listener: PermissionContext = {
  user: { id: 7, permissions: [{ name: 'music.view' }], subscriptions: [] },
  guestRole: null,
};
const subscriber: PermissionContext = {
  user: { id: 8, permissions: [{ name: 'music.view' }], subscriptions: [{ valid: true }] },
  guestRole: null,
};
const admin: PermissionContext = {
  user: { id: 1, permissions: [{ name: 'admin' }] },
  guestRole: null,
};
const quota = { permission: 'music.create', restriction: 'count' };

describe('evaluateGuard', () => {
  it('allows anyone through an empty guard', () => {
    expect(evaluateGuard(guest, {})).toBe('allowed');
  });

  it('asks a guest to log in on a login-only route', () => {
    expect(evaluateGuard(guest, { auth: true })).toBe('unauthenticated');
    expect(evaluateGuard(listener, { auth: true })).toBe('allowed');
  });

  it('allows a guest a permission the guest role holds', () => {
    expect(evaluateGuard(guest, { permissions: ['music.view'] })).toBe('allowed');
  });

  it('asks a guest lacking a permission to log in, since that may grant it', () => {
    expect(evaluateGuard(guest, { permissions: ['admin.access'] })).toBe('unauthenticated');
  });

  it('forbids a logged-in user lacking a permission', () => {
    expect(evaluateGuard(listener, { permissions: ['admin.access'] })).toBe('forbidden');
  });

  it('lets an admin through any permission', () => {
    expect(
      evaluateGuard(admin, { auth: true, permissions: ['admin.access', 'users.update'] }),
    ).toBe('allowed');
  });

  it('reports a count at the limit as over quota', () => {
    const limited: PermissionContext = {
      user: {
        id: 9,
        permissions: [{ name: 'music.create', restrictions: [{ name: 'count', value: 2 }] }],
      },
      guestRole: null,
    };
    expect(evaluateGuard(limited, { quota }, 2)).toBe('overQuota');
    expect(evaluateGuard(limited, { quota }, 1)).toBe('allowed');
  });

  it('skips the quota when no count is given', () => {
    expect(evaluateGuard(listener, { quota })).toBe('allowed');
  });
});

describe('guardRedirect (route guard)', () => {
  const adminOnly = { permissions: ['admin.access'] };

  it('stays on the page when the guard allows it', () => {
    expect(guardRedirect(listener, { auth: true }, { billingEnabled: true })).toBeNull();
  });

  it('sends a guest to /login', () => {
    expect(guardRedirect(guest, { auth: true }, { billingEnabled: false })).toBe('/login');
    expect(guardRedirect(guest, adminOnly, { billingEnabled: true })).toBe('/login');
  });

  it('sends a user lacking a permission to /pricing when billing is on and they are not subscribed', () => {
    expect(guardRedirect(listener, adminOnly, { billingEnabled: true })).toBe('/pricing');
  });

  it('sends a subscribed user lacking a permission to /404', () => {
    expect(guardRedirect(subscriber, adminOnly, { billingEnabled: true })).toBe('/404');
  });

  it('sends a user lacking a permission to /404 when billing is off', () => {
    expect(guardRedirect(listener, adminOnly, { billingEnabled: false })).toBe('/404');
  });
});
