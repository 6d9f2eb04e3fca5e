import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AdminShellRoute } from './admin-shell-route';
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

/** A row of the page table: path under /admin (none for the index), permission, export name. */
type AdminPageRow<Name> = readonly [path: string | undefined, permission: string, component: Name];

/** The admin pages whose components one code-split module exports, one row each. */
function pagesIn<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  rows: readonly AdminPageRow<Name>[],
): AdminPage[] {
  return rows.map(([path, permission, component]) => ({
    path,
    permission,
    load: async () => (await load())[component],
  }));
}

/** The code-split modules that hold the admin pages; each loads with its first page opened. */
const modules = {
  reports: () => import('./reports-route'),
  settings: () => import('./settings-route'),
  users: () => import('./users-route'),
  userEdit: () => import('./user-edit-route'),
  logs: () => import('./logs-route'),
  roles: () => import('./roles-routes'),
  catalog: () => import('./catalog-admin-routes'),
  musicEditor: () => import('./music-editor-routes'),
  insights: () => import('./insights-admin-route'),
  requests: () => import('@/features/backstage/admin/requests-admin-page'),
  requestReview: () => import('@/features/backstage/admin/request-review-page'),
  billing: () => import('./billing-admin-routes'),
  ads: () => import('./ads-route'),
  localizations: () => import('./localizations-admin-routes'),
  appearance: () => import('./appearance-route'),
  customPages: () => import('./custom-pages-admin-routes'),
  contactMessages: () => import('./contact-messages-admin-routes'),
};

/**
 * The admin pages, one row each, grouped by the module that holds them. A page is code-split
 * and guarded by its permission (guests to /login, others to /404 or /pricing); add its sidebar
 * link in `features/admin/shell/admin-nav.ts`.
 */
export const ADMIN_PAGES: AdminPage[] = [
  ...pagesIn(modules.reports, [[undefined, 'admin.access', 'ReportsRoute']]),
  ...pagesIn(modules.settings, [['settings/:tab?', 'settings.update', 'SettingsRoute']]),
  ...pagesIn(modules.users, [['users', 'users.update', 'UsersRoute']]),
  ...pagesIn(modules.userEdit, [['users/:userId/:tab?', 'users.update', 'UserEditRoute']]),
  ...pagesIn(modules.logs, [['logs/:tab?', 'logs.view', 'LogsRoute']]),
  ...pagesIn(modules.roles, [
    ['roles', 'roles.update', 'RolesPage'],
    ['roles/new', 'roles.update', 'NewRolePage'],
    ['roles/:roleId/edit', 'roles.update', 'EditRoleRoute'],
  ]),
  // The catalog, each on the admin data table.
  ...pagesIn(modules.catalog, [
    ['channels', 'music.update', 'ChannelsAdminPage'],
    ['channels/new', 'music.update', 'NewChannelRoute'],
    ['channels/:slugOrId/edit', 'music.update', 'EditChannelRoute'],
    ['tracks', 'music.update', 'TracksAdminPage'],
    ['albums', 'music.update', 'AlbumsAdminPage'],
    ['artists', 'music.update', 'ArtistsAdminPage'],
    ['genres', 'music.update', 'GenresAdminPage'],
    ['tags', 'tags.update', 'TagsAdminPage'],
    ['playlists', 'music.update', 'PlaylistsAdminPage'],
    ['lyrics', 'music.update', 'LyricsAdminPage'],
    ['comments', 'music.update', 'CommentsAdminPage'],
    ['files', 'files.update', 'FilesAdminPage'],
  ]),
  // The track, album and artist editors and the upload page.
  ...pagesIn(modules.musicEditor, [
    ['upload', 'music.create', 'AdminUploadRoute'],
    ['tracks/new', 'music.update', 'AdminNewTrackRoute'],
    ['tracks/:trackId/edit', 'music.update', 'AdminEditTrackRoute'],
    ['albums/new', 'music.update', 'AdminNewAlbumRoute'],
    ['albums/:albumId/edit', 'music.update', 'AdminEditAlbumRoute'],
    ['artists/new', 'music.update', 'AdminNewArtistRoute'],
    ['artists/:artistId/edit', 'music.update', 'AdminEditArtistRoute'],
  ]),
  ...pagesIn(modules.insights, [
    ['tracks/:id/insights', 'music.update', 'AdminTrackInsightsRoute'],
    ['albums/:id/insights', 'music.update', 'AdminAlbumInsightsRoute'],
    ['artists/:id/insights', 'music.update', 'AdminArtistInsightsRoute'],
  ]),
  // Reviewing backstage requests.
  ...pagesIn(modules.requests, [['backstage-requests', 'music.update', 'RequestsAdminPage']]),
  ...pagesIn(modules.requestReview, [
    ['backstage-requests/:requestId', 'music.update', 'RequestReviewPage'],
  ]),
  // Plans and subscriptions.
  ...pagesIn(modules.billing, [
    ['plans', 'plans.update', 'PlansPage'],
    ['plans/new', 'plans.update', 'NewPlanPage'],
    ['plans/:productId/edit', 'plans.update', 'EditPlanRoute'],
    ['subscriptions', 'subscriptions.update', 'SubscriptionsPage'],
    ['subscriptions/:subscriptionId', 'subscriptions.update', 'SubscriptionRoute'],
  ]),
  // Ad slots.
  ...pagesIn(modules.ads, [['ads', 'settings.update', 'AdsRoute']]),
  // Translations: the languages, and each one's translate page.
  ...pagesIn(modules.localizations, [
    ['localizations', 'localizations.update', 'LocalizationsPage'],
    ['localizations/:localeId/translate', 'localizations.update', 'TranslateRoute'],
  ]),
  // The appearance editor and its sections.
  ...pagesIn(modules.appearance, [['appearance/*', 'appearance.update', 'AppearanceRoute']]),
  // Custom pages and the contact form's messages.
  ...pagesIn(modules.customPages, [
    ['custom-pages', 'custom_pages.update', 'CustomPagesPage'],
    ['custom-pages/new', 'custom_pages.update', 'NewCustomPagePage'],
    ['custom-pages/:pageId/edit', 'custom_pages.update', 'EditCustomPageRoute'],
  ]),
  ...pagesIn(modules.contactMessages, [
    ['contact-messages', 'settings.update', 'ContactMessagesPage'],
    ['contact-messages/:messageId', 'settings.update', 'ContactMessageRoute'],
  ]),
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
