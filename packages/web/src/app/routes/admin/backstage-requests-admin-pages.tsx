import type { AdminPage } from './admin-routes';

/** Reviewing backstage requests. */
export const BACKSTAGE_REQUESTS_ADMIN_PAGES: AdminPage[] = [
  {
    path: 'backstage-requests',
    permission: 'music.update',
    load: async () =>
      (await import('@/features/backstage/admin/requests-admin-page')).RequestsAdminPage,
  },
  {
    path: 'backstage-requests/:requestId',
    permission: 'music.update',
    load: async () =>
      (await import('@/features/backstage/admin/request-review-page')).RequestReviewPage,
  },
];
