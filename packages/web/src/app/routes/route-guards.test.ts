import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { testUser } from '@/test/render-with-providers';
import { guardLoader, guestOnlyLoader } from './route-guards';

const initial = getBootstrapData();

function withData(patch: Partial<BootstrapData>, settings: Record<string, unknown> = {}) {
  setBootstrapData({ ...initial, ...patch, settings: { ...initial.settings, ...settings } });
}

function run(loader: ReturnType<typeof guardLoader>, url = 'http://localhost/library/songs') {
  return loader({ request: new Request(url), params: {}, context: undefined } as never);
}

afterEach(() => setBootstrapData(initial));

describe('guardLoader', () => {
  it('sends a guest to /login with the page they wanted as the redirect target', () => {
    withData({ user: null });
    const response = run(guardLoader({ auth: true }));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/login?redirect=%2Flibrary%2Fsongs');
  });

  it('lets a guest through when the guest role holds the permission', () => {
    withData({
      user: null,
      guest_role: { id: 1, name: 'guests', permissions: [{ name: 'music.view' }] },
    });
    expect(run(guardLoader({ permissions: ['music.view'] }))).toBeNull();
  });

  it('sends a logged-in user lacking a permission to /pricing when billing is on and they are not subscribed', () => {
    withData({ user: testUser() }, { 'billing.enable': true });
    expect(run(guardLoader({ permissions: ['music.create'] }))?.headers.get('Location')).toBe(
      '/pricing',
    );
  });

  it('sends a subscribed user lacking a permission to /404', () => {
    withData(
      { user: testUser({ subscriptions: [{ valid: true, active: true }] }) },
      { 'billing.enable': true },
    );
    expect(run(guardLoader({ permissions: ['music.create'] }))?.headers.get('Location')).toBe(
      '/404',
    );
  });

  it('sends a user lacking a permission to /404 when billing is off', () => {
    withData({ user: testUser() }, { 'billing.enable': false });
    expect(run(guardLoader({ permissions: ['music.create'] }))?.headers.get('Location')).toBe(
      '/404',
    );
  });

  it('lets an admin through any permission', () => {
    withData({ user: testUser({ permissions: [{ name: 'admin' }] }) });
    expect(
      run(guardLoader({ auth: true, permissions: ['admin.access', 'users.update'] })),
    ).toBeNull();
  });
});

describe('guestOnlyLoader', () => {
  it('sends logged-in visitors away from auth pages', () => {
    withData({ user: testUser() });
    const response = guestOnlyLoader()();
    expect(response?.headers.get('Location')).toBe('/');
  });

  it('lets guests see auth pages', () => {
    withData({ user: null });
    expect(guestOnlyLoader()()).toBeNull();
  });
});
