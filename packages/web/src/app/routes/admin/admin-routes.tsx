import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AdminShellRoute } from './admin-shell-route';
import { NotFoundRoute } from '../not-found-route';
import { RouteErrorBoundary } from '../route-error-boundary';
import { guardLoader } from '../route-guards';
import { BACKSTAGE_REQUESTS_ADMIN_PAGES } from './backstage-requests-admin-pages';
import { BILLING_ADMIN_PAGES } from './billing-admin-pages';
import { CATALOG_ADMIN_PAGES } from './catalog-admin-pages';
import { INSIGHTS_ADMIN_PAGES } from './insights-admin-pages';
import { LOCALIZATIONS_ADMIN_PAGES } from './localizations-admin-pages';
import { MUSIC_ADMIN_PAGES } from './music-admin-pages';
import { SITE_PAGES_ADMIN_PAGES } from './site-pages-admin-pages';

export interface AdminPage {
  /** Under /admin; leave out for the index (`/admin`). */
  path?: string;
  /** The one permission the page needs; the server checks the same on its API routes. */
  permission: string;
  /** The page component, imported on demand (a listener downloads no admin code). */
  load: () => Promise<ComponentType>;
}

/**
 * The admin pages, one entry each. A page is code-split and guarded by its
 * permission (guests to /login, others to /404 or /pricing); add its sidebar link in
 * `features/admin/shell/admin-nav.ts`.
 */
export const ADMIN_PAGES: AdminPage[] = [
  {
    permission: 'admin.access',
    load: async () => (await import('./reports-route')).ReportsRoute,
  },
  {
    path: 'settings/:tab?',
    permission: 'settings.update',
    load: async () => (await import('./settings-route')).SettingsRoute,
  },
  {
    path: 'users',
    permission: 'users.update',
    load: async () => (await import('./users-route')).UsersRoute,
  },
  {
    path: 'users/:userId/:tab?',
    permission: 'users.update',
    load: async () => (await import('./user-edit-route')).UserEditRoute,
  },
  {
    path: 'logs/:tab?',
    permission: 'logs.view',
    load: async () => (await import('./logs-route')).LogsRoute,
  },
  // Roles.
  {
    path: 'roles',
    permission: 'roles.update',
    load: async () => (await import('./roles-routes')).RolesRoute,
  },
  {
    path: 'roles/new',
    permission: 'roles.update',
    load: async () => (await import('./roles-routes')).NewRoleRoute,
  },
  {
    path: 'roles/:roleId/edit',
    permission: 'roles.update',
    load: async () => (await import('./roles-routes')).EditRoleRoute,
  },
  // The music, each area in its own list.
  ...CATALOG_ADMIN_PAGES,
  ...MUSIC_ADMIN_PAGES,
  ...INSIGHTS_ADMIN_PAGES,
  ...BACKSTAGE_REQUESTS_ADMIN_PAGES,
  // Plans and subscriptions.
  ...BILLING_ADMIN_PAGES,
  // Ad slots.
  {
    path: 'ads',
    permission: 'settings.update',
    load: async () => (await import('./ads-route')).AdsRoute,
  },
  // Translations.
  ...LOCALIZATIONS_ADMIN_PAGES,
  // The appearance editor and its sections.
  {
    path: 'appearance/*',
    permission: 'appearance.update',
    load: async () => (await import('./appearance-route')).AppearanceRoute,
  },
  // Custom pages and contact messages.
  ...SITE_PAGES_ADMIN_PAGES,
];

/** One admin page as a child route: code-split, guarded by its own permission. */
export function adminPageRoute({ path, permission, load }: AdminPage): RouteObject {
  const lazy = async () => ({ Component: await load() });
  const loader = guardLoader({ auth: true, permissions: [permission] });
  // A failing page shows its error inside the admin frame, the sidebar still there.
  const errorElement = <RouteErrorBoundary />;
  return path ? { path, loader, lazy, errorElement } : { index: true, loader, lazy, errorElement };
}

/**
 * `/admin` and its pages, for router.tsx; unknown admin paths show the 404 inside the frame. The
 * frame itself (AdminLayout) is code-split too: a listener downloads no admin code.
 */
export const adminRoute = {
  path: 'admin',
  loader: guardLoader({ auth: true, permissions: ['admin.access'] }),
  Component: AdminShellRoute,
  errorElement: <RouteErrorBoundary />,
  children: [
    {
      lazy: async () => ({
        Component: (await import('@/features/admin/shell/admin-layout')).AdminLayout,
      }),
      children: [...ADMIN_PAGES.map(adminPageRoute), { path: '*', element: <NotFoundRoute /> }],
    },
  ],
} satisfies RouteObject;
