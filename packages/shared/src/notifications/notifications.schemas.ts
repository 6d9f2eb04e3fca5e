import { z } from 'zod';
import { paginationOf } from '../http/http.schemas';
import { id as idField, intParam, pageParam, text } from '../http/primitives';

/**
 * Notifications, and how each kind of them reaches a user (notification subscriptions). Every
 * path is under `/api/v1/`.
 *
 * | method | path                                  | who       | body / query                     | answer                                         |
 * | ------ | ------------------------------------- | --------- | -------------------------------- | ---------------------------------------------- |
 * | GET    | notifications                         | logged in | page, perPage (default 30)       | {pagination: Paginated<Notification>, unread_count} |
 * | POST   | notifications/mark-as-read            | logged in | markAsReadSchema: {ids} or {all} | {unreadCount}                    |
 * | GET    | notifications/me/subscriptions        | logged in |                                  | NotificationSubscriptionsAnswer                |
 * | PUT    | notifications/me/subscriptions        | logged in | updateSubscriptionsSchema        | NotificationSubscriptionsAnswer                |
 * | GET    | notifications/stream                  | logged in | Last-Event-ID header (reconnect) | text/event-stream: `notification` events       |
 * | GET    | notifications/push/key                | logged in |                                  | {publicKey} (VAPID, base64url)                 |
 * | POST   | notifications/push/subscriptions      | logged in | pushSubscriptionSchema           | 201 {subscribed: true}                         |
 * | DELETE | notifications/push/subscriptions      | logged in | {endpoint}                       | 204                                            |
 *
 * Every notification route answers 404 while `notifications.integrated` is off; the two
 * `me/subscriptions` routes also while `notif.subs.integrated` is off.
 *
 * The stream: one `event: notification` per new notification, `id:` the notification id,
 * `data:` {notification, unread_count} as JSON; a `: ping` comment every 25 s. A client that
 * reconnects with `Last-Event-ID: n` first receives every notification of its user with an id
 * above n (what arrived meanwhile). `event: read` carries {unread_count} when another tab or
 * device marks notifications read.
 */

// ——— constants ———

/** Notifications page size. */
export const NOTIFICATIONS_PAGE_SIZE = 30;
/** Seconds between the stream's keep-alive comments. */
export const NOTIFICATION_STREAM_PING_SECONDS = 25;

export const NOTIFICATION_CHANNELS = ['email', 'browser'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The events that produce a notification. `notif_id` in the subscriptions. */
export const NOTIFICATION_TYPES = [
  'follower.new',
  'release.new',
  'comment.reply',
  'comment.on_track',
  'workspace.invitation',
  'backstage.request_decided',
  'subscription.renewal_failed',
  'subscription.ending_soon',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The settings page's groups (group_name, list of notif_id and name). */
export const NOTIFICATION_GROUPS: {
  group_name: string;
  types: { notif_id: NotificationType; name: string }[];
}[] = [
  {
    group_name: 'Social',
    types: [
      { notif_id: 'follower.new', name: 'Someone follows me' },
      { notif_id: 'comment.reply', name: 'Someone replies to my comment' },
      { notif_id: 'comment.on_track', name: 'Someone comments on my track' },
    ],
  },
  {
    group_name: 'Music',
    types: [{ notif_id: 'release.new', name: 'An artist I follow releases new music' }],
  },
  {
    group_name: 'Workspaces',
    types: [{ notif_id: 'workspace.invitation', name: 'I am invited to a workspace' }],
  },
  {
    group_name: 'Backstage',
    types: [{ notif_id: 'backstage.request_decided', name: 'My backstage request is decided' }],
  },
  {
    group_name: 'Billing',
    types: [
      { notif_id: 'subscription.renewal_failed', name: 'My subscription could not be renewed' },
      { notif_id: 'subscription.ending_soon', name: 'My subscription is ending soon' },
    ],
  },
];

/** How the settings page heads each channel's column. */
export const NOTIFICATION_CHANNEL_NAMES: Record<NotificationChannel, string> = {
  email: 'Email',
  browser: 'Browser',
};

/**
 * Every name the settings page shows — channels, and the group and type names the server sends
 * in GET notifications/me/subscriptions — as lines of the app, so the web shows them in the
 * user's language like any other server message.
 */
export const NOTIFICATION_SETTINGS_MESSAGES: Record<string, string> = Object.fromEntries(
  [
    ...Object.values(NOTIFICATION_CHANNEL_NAMES),
    ...NOTIFICATION_GROUPS.flatMap((group) => [
      group.group_name,
      ...group.types.map((type) => type.name),
    ]),
  ].map((name) => [name, name]),
);

/**
 * The channels a type uses until its user chooses: browser for every type (the settings page
 * still starts "Browser" off on a browser that cannot be reached yet); email for what a person
 * must not miss (an invitation, a backstage decision, billing).
 */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<
  NotificationType,
  Record<NotificationChannel, boolean>
> = {
  'follower.new': { email: false, browser: true },
  'release.new': { email: false, browser: true },
  'comment.reply': { email: false, browser: true },
  'comment.on_track': { email: false, browser: true },
  'workspace.invitation': { email: true, browser: true },
  'backstage.request_decided': { email: true, browser: true },
  'subscription.renewal_failed': { email: true, browser: true },
  'subscription.ending_soon': { email: true, browser: true },
};

export const NOTIFICATION_MESSAGES = {
  updated: 'Updated preferences',
  blocked: 'Notifications blocked. Please enable them for this site from browser settings.',
  emptyTitle: 'Hang tight!',
  emptyBody: 'Notifications will start showing up here soon.',
  markAll: 'Mark all as read',
  pushEndpointRefused:
    'Browser notifications can only be sent to an https address on the public internet.',
  pushEndpointTaken: 'This browser already receives the notifications of another account.',
} as const;

// ——— models ———

export interface NotificationAction {
  /** A path inside the app (`/artist/1/x`) or an absolute URL. */
  action: string;
  label: string;
}

export interface NotificationLine {
  type: 'primary' | 'other';
  /** HTML, sanitised by the server (a small allow-list: b, strong, i, em, a[href], br, span). */
  content: string;
  icon?: string | null;
  action?: NotificationAction | null;
}

export interface NotificationData {
  image?: string | null;
  lines: NotificationLine[];
  mainAction?: NotificationAction | null;
  buttonActions?: NotificationAction[];
  /** A workspace invitation's id: the panel offers join and decline. */
  inviteId?: string | null;
}

export interface Notification {
  id: number;
  type: NotificationType;
  read_at: string | null;
  created_at: string;
  data: NotificationData;
}

export interface NotificationSubscriptionGroup {
  group_name: string;
  subscriptions: { notif_id: NotificationType; name: string }[];
}

export interface NotificationSelection {
  notif_id: NotificationType;
  channels: Record<NotificationChannel, boolean>;
}

/** GET and PUT notifications/me/subscriptions. */
export interface NotificationSubscriptionsAnswer {
  available_channels: NotificationChannel[];
  subscriptions: NotificationSubscriptionGroup[];
  user_selections: NotificationSelection[];
}

/** One `notification` event of the stream. */
export interface NotificationStreamEvent {
  notification: Notification;
  unread_count: number;
}

// ——— inputs ———

export const markAsReadSchema = z.union([
  z.object({ ids: z.array(idField()).min(1).max(500) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkAsReadInput = z.infer<typeof markAsReadSchema>;

const channelsSchema = z.object({ email: z.boolean(), browser: z.boolean() });

export const updateSubscriptionsSchema = z.object({
  selections: z
    .array(z.object({ notif_id: z.enum(NOTIFICATION_TYPES), channels: channelsSchema }))
    .max(NOTIFICATION_TYPES.length),
});
export type UpdateSubscriptionsInput = z.infer<typeof updateSubscriptionsSchema>;

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({ p256dh: text().min(1).max(200), auth: text().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: text().min(1).max(1000) });

// ——— list query and answers (declared on the server's routes) ———

/** GET notifications: `page`, and `perPage` defaulting to the spec's 30. */
export const notificationListQuerySchema = z.object({
  page: pageParam,
  perPage: intParam(1, 100).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

const actionSchema = z.object({ action: z.string(), label: z.string() });

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  read_at: z.string().nullable(),
  created_at: z.string(),
  data: z.object({
    image: z.string().nullish(),
    lines: z.array(
      z.object({
        type: z.enum(['primary', 'other']),
        content: z.string(),
        icon: z.string().nullish(),
        action: actionSchema.nullish(),
      }),
    ),
    mainAction: actionSchema.nullish(),
    buttonActions: z.array(actionSchema).optional(),
    inviteId: z.string().nullish(),
  }),
});

export const notificationListResponseSchema = paginationOf(notificationSchema).extend({
  unread_count: z.number().int(),
});

export const markAsReadResponseSchema = z.object({ unreadCount: z.number().int() });

export const notificationSubscriptionsAnswerSchema = z.object({
  available_channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  subscriptions: z.array(
    z.object({
      group_name: z.string(),
      subscriptions: z.array(z.object({ notif_id: z.enum(NOTIFICATION_TYPES), name: z.string() })),
    }),
  ),
  user_selections: z.array(
    z.object({ notif_id: z.enum(NOTIFICATION_TYPES), channels: channelsSchema }),
  ),
});

export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export const pushSubscribedResponseSchema = z.object({ subscribed: z.literal(true) });

/** What a Web Push message carries to the service worker. */
export interface PushPayload {
  title: string;
  body: string;
  /** Where a click on it leads: the notification's main action, or /notifications. */
  url: string;
  id: number;
}

/** GET notifications/stream asked for JSON rather than an event stream (a poller). */
export const notificationStreamSnapshotSchema = z.object({ unread_count: z.number().int() });
