import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findProbedLocation, renderWithProviders, testUser } from '@/test/render-with-providers';
import { adminPageRoute, adminRoute } from './admin-routes';

/** The admin route with a stand-in users page, to check a child page's own guard. */
const frame = adminRoute.children[0]!;
const adminWithUsersPage: RouteObject = {
  ...adminRoute,
  children: [
    {
      ...frame,
      children: [
        adminPageRoute({
          path: 'users',
          permission: 'users.update',
          load: async () => () => <h1>Users page</h1>,
        }),
        ...frame.children,
      ],
    },
  ],
};

function openAdmin(url: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<div />, {
    path: '/elsewhere',
    url,
    routes: [adminWithUsersPage],
    ...options,
  });
}

function userWith(permissions: string[], extra: Parameters<typeof testUser>[0] = {}) {
  return testUser({ permissions: permissions.map((name) => ({ name })), ...extra });
}

describe('the /admin route guard', () => {
  it('sends a guest to /login with the admin page as the redirect target', async () => {
    openAdmin('/admin/users', { bootstrap: { user: null } });
    expect(await findProbedLocation()).toBe('/login?redirect=%2Fadmin%2Fusers');
  });

  it('sends a user without admin.access to the not-found page', async () => {
    openAdmin('/admin', { bootstrap: { user: userWith([]) } });
    expect(await findProbedLocation()).toBe('/404');
  });

  it('sends a user without admin.access to /pricing when billing is on', async () => {
    openAdmin('/admin', {
      bootstrap: { user: userWith([]), settings: { 'billing.enable': true } },
    });
    expect(await findProbedLocation()).toBe('/pricing');
  });

  it('guards each page with its own permission', async () => {
    openAdmin('/admin/users', { bootstrap: { user: userWith(['admin.access']) } });
    expect(await findProbedLocation()).toBe('/404');
  });

  it('shows an admin page inside the admin frame to a holder of its permission', async () => {
    openAdmin('/admin/users', {
      bootstrap: { user: userWith(['admin.access', 'users.update']) },
    });
    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-layout')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(nav).toHaveTextContent('Users');
    // No roles.update: no Roles link.
    expect(nav).not.toHaveTextContent('Roles');
  });

  it('lands an admin on the reports page with every sidebar link', async () => {
    openAdmin('/admin', { bootstrap: { user: userWith(['admin']) } });
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    for (const name of ['Reports', 'Users', 'Roles', 'Settings', 'Logs']) {
      expect(nav).toHaveTextContent(name);
    }
    expect(screen.getByRole('link', { name: 'Back to site' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page inside the admin frame for an unknown admin path', async () => {
    openAdmin('/admin/nothing-here', { bootstrap: { user: userWith(['admin']) } });
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
    expect(screen.getByTestId('admin-layout')).toBeInTheDocument();
  });
});
