import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';
import { notificationsLoader } from '../redirect-routes';

/** /notifications and /notifications/settings; each page is its own chunk. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: 'notifications',
    loader: notificationsLoader,
    ...lazyPage(
      async () =>
        (await import('@/features/notifications/components/notifications-page')).NotificationsPage,
    ),
  },
  {
    path: 'notifications/settings',
    loader: notificationsLoader,
    ...lazyPage(
      async () =>
        (await import('@/features/notifications/components/notification-settings-page'))
          .NotificationSettingsPage,
    ),
  },
];
