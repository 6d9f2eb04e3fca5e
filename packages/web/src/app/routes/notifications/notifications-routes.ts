import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';
import { notificationsRedirect } from '../redirect-routes';
import { guardLoader } from '../route-guards';

const loginRequired = guardLoader({ auth: true });

/** spec 000 §2: home while subscriptions are off or there are none; a guest logs in first. */
function notificationsLoader(args: LoaderFunctionArgs) {
  return notificationsRedirect() ?? loginRequired(args);
}

/** spec 000 §2 /notifications and /notifications/settings; each page is its own chunk. */
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
