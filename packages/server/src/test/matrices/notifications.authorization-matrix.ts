import type { MatrixRow } from '../authorization-matrix';
import { LOGGED_IN } from '../matrix-outcomes';

/**
 * Notifications: every route needs a login and acts on the caller's own
 * notifications, channel choices and browser subscriptions only (ids of another user's
 * notifications change nothing: notifications.routes.test.ts). The stream answers a caller that
 * does not ask for `text/event-stream` with the unread count, as here.
 */
export const NOTIFICATIONS_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'GET /api/v1/notifications': LOGGED_IN,
  'POST /api/v1/notifications/mark-as-read': {
    ...LOGGED_IN,
    request: () => ({ body: { ids: [1, 2, 3] } }),
  },
  'GET /api/v1/notifications/me/subscriptions': LOGGED_IN,
  'PUT /api/v1/notifications/me/subscriptions': {
    ...LOGGED_IN,
    request: () => ({
      body: {
        selections: [{ notif_id: 'follower.new', channels: { email: true, browser: true } }],
      },
    }),
  },
  'GET /api/v1/notifications/stream': LOGGED_IN,
  'GET /api/v1/notifications/push/key': LOGGED_IN,
  'POST /api/v1/notifications/push/subscriptions': {
    ...LOGGED_IN,
    request: () => ({
      body: {
        endpoint: 'https://push.example.test/matrix',
        keys: { p256dh: 'matrix-key', auth: 'matrix-auth' },
      },
    }),
  },
  'DELETE /api/v1/notifications/push/subscriptions': {
    ...LOGGED_IN,
    request: () => ({ body: { endpoint: 'https://push.example.test/matrix' } }),
  },
};
