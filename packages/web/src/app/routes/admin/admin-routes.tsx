import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundRoute } from '../not-found-route';
import { RouteErrorBoundary } from '../route-error-boundary';
import { guardLoader } from '../route-guards';

export interface AdminPage {
  /** Under /admin; leave out for the index (`/admin`). */
  path?: string;
  /** The one permission the page needs; the server checks the same on its API routes. */
  permission: string;
  /** The page component, imported on demand (a listener downloads no admin code). */
  load: () => Promise<ComponentType>;
}

/**
 * The admin pages, one entry each (issue 14 §1). A page is code-split and guarded by its
 * permission (spec 000 §4: guests to /login, others to /404 or /pricing); add its sidebar link in
 * `features/admin/shell/admin-nav.ts`.
 */
export const ADMIN_PAGES: AdminPage[] = [
  {
    permission: 'admin.access',
    load: async () => (await import('./reports-route')).ReportsRoute,
  },
];

function toRoute({ path, permission, load }: AdminPage): RouteObject {
  const lazy = async () => ({ Component: await load() });
  const loader = guardLoader({ auth: true, permissions: [permission] });
  // A failing page shows its error inside the admin frame, the sidebar still there.
  const errorElement = <RouteErrorBoundary />;
  return path ? { path, loader, lazy, errorElement } : { index: true, loader, lazy, errorElement };
}

/** `/admin` and its pages, for router.tsx; unknown admin paths show the 404 inside the frame. */
export const adminRoute: RouteObject = {
  path: 'admin',
  loader: guardLoader({ auth: true, permissions: ['admin.access'] }),
  lazy: async () => ({
    Component: (await import('./admin-layout-route')).AdminLayoutRoute,
  }),
  errorElement: <RouteErrorBoundary />,
  children: [...ADMIN_PAGES.map(toRoute), { path: '*', element: <NotFoundRoute /> }],
};
