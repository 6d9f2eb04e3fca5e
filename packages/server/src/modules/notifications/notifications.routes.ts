import {
  NOTIFICATION_STREAM_PING_SECONDS,
  markAsReadResponseSchema,
  markAsReadSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationStreamSnapshotSchema,
  notificationSubscriptionsAnswerSchema,
  pushKeyResponseSchema,
  pushSubscribedResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  updateSubscriptionsSchema,
} from '@tonearm/shared/notifications/notifications.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { unauthenticated } from '../../platform/errors';
import {
  guardedSender,
  openEventStream,
  type EventStream,
  type ServerSentEvent,
} from '../../platform/realtime/server-sent-events';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN } from '../../platform/http/guards';
import type { NotificationsArea } from './notifications.policy';

const streamHeadersSchema = z.looseObject({
  accept: z.string().max(1000).optional(),
  // What the browser's EventSource sends back on a reconnect: the last `id:` it received.
  'last-event-id': z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .optional(),
});

/** Notifications (the route table in shared/notifications/notifications.schemas.ts). */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['notifications'], guard: LOGGED_IN });
  const notifications = app.services.notifications;
  // Open streams end when the app closes, or closing would wait on them for ever.
  const streams = new Set<{ end(): void }>();
  app.addHook('preClose', (done) => {
    for (const stream of streams) stream.end();
    done();
  });
  /** A route of `area`: 404 while the site has that area turned off, before anything else. */
  const ofArea =
    <A extends unknown[], R>(area: NotificationsArea, handler: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await notifications.assertAvailable(area);
      return handler(...args);
    };

  routes.get(
    '/api/v1/notifications',
    {
      summary: 'Your notifications, newest first, with how many are unread',
      querystring: notificationListQuerySchema,
      response: notificationListResponseSchema,
    },
    ofArea('notifications', async (request) =>
      notifications.list(request.auth.user!.id, request.query),
    ),
  );

  routes.post(
    '/api/v1/notifications/mark-as-read',
    {
      summary: 'Mark some ({ids}) or all ({all: true}) of your notifications read',
      body: markAsReadSchema,
      response: markAsReadResponseSchema,
    },
    ofArea('notifications', async (request) =>
      notifications.markAsRead(request.auth.user!.id, request.body),
    ),
  );

  routes.get(
    '/api/v1/notifications/me/subscriptions',
    {
      summary: 'The notification types by group, the channels, and your choices',
      response: notificationSubscriptionsAnswerSchema,
    },
    ofArea('subscriptions', async (request) => notifications.subscriptions(request.auth.user!.id)),
  );

  routes.put(
    '/api/v1/notifications/me/subscriptions',
    {
      summary: 'Choose the channels of each notification type',
      body: updateSubscriptionsSchema,
      response: notificationSubscriptionsAnswerSchema,
    },
    ofArea('subscriptions', async (request) =>
      notifications.updateSubscriptions(request.auth.user!.id, request.body),
    ),
  );

  routes.get(
    '/api/v1/notifications/stream',
    {
      summary:
        'Server-Sent Events of your new notifications (Accept: text/event-stream); otherwise your unread count',
      headers: streamHeadersSchema,
      response: notificationStreamSnapshotSchema,
    },
    ofArea('notifications', async (request, reply) => {
      const userId = request.auth.user!.id;
      // A client that does not ask for an event stream (a poller) gets the state it would start from.
      if (!request.headers.accept?.includes('text/event-stream')) {
        return { unread_count: await notifications.unreadCount(userId) };
      }
      // The stream lives as long as the session or access token that opened it: it closes
      // when that ends on any instance (logout, ban, password change, revoked session or
      // token), and re-checks it before each event, so an ended session hears nothing more.
      let stream: EventStream | null = null;
      let endedEarly = false;
      const access = await app.services.auth.watchAccess(request.auth, () => {
        if (stream) stream.end();
        else endedEarly = true;
      });
      // Listening starts before the answer's headers leave: once a client sees them, nothing
      // published afterwards can be missed (on Redis, the subscription is acknowledged).
      const early: ServerSentEvent[] = [];
      let send: ((event: ServerSentEvent) => void) | null = null;
      let stop: (() => void) | null = null;
      try {
        stop = await notifications.stream(
          userId,
          request.headers['last-event-id'] ?? null,
          (event) => (send ? send(event) : early.push(event)),
        );
        // What ended between authenticating this request and listening was announced unheard.
        if (endedEarly || !(await access.isLive())) throw unauthenticated();
      } catch (error) {
        access.stop();
        stop?.();
        throw error;
      }
      const open = openEventStream(reply, NOTIFICATION_STREAM_PING_SECONDS);
      stream = open;
      streams.add(open);
      const stopListening = stop;
      void open.closed.then(() => {
        stopListening();
        access.stop();
        streams.delete(open);
      });
      send = guardedSender(open, () => access.isLive());
      for (const event of early.splice(0)) send(event);
      return reply;
    }),
  );

  routes.get(
    '/api/v1/notifications/push/key',
    {
      summary: 'The VAPID public key to subscribe this browser to Web Push with',
      response: pushKeyResponseSchema,
    },
    ofArea('notifications', async () => ({ publicKey: await notifications.pushPublicKey() })),
  );

  routes.post(
    '/api/v1/notifications/push/subscriptions',
    {
      summary: 'Receive your browser notifications in this browser (a Web Push subscription)',
      body: pushSubscriptionSchema,
      created: pushSubscribedResponseSchema,
    },
    ofArea('notifications', async (request) => {
      await notifications.subscribePush(request.auth.user!.id, request.body);
      return { subscribed: true as const };
    }),
  );

  routes.delete(
    '/api/v1/notifications/push/subscriptions',
    {
      summary: 'Stop browser notifications in this browser',
      body: pushUnsubscribeSchema,
      noContent: true,
    },
    ofArea('notifications', async (request) => {
      await notifications.unsubscribePush(request.auth.user!.id, request.body.endpoint);
    }),
  );
};
