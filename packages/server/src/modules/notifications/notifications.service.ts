import type { Paginated } from '@tonearm/shared/http/http.schemas';
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  type MarkAsReadInput,
  type Notification,
  type NotificationChannel,
  type NotificationData,
  type NotificationListQuery,
  type NotificationSelection,
  type NotificationStreamEvent,
  type NotificationSubscriptionsAnswer,
  type NotificationType,
  type PushSubscriptionInput,
  type UpdateSubscriptionsInput,
} from '@tonearm/shared/notifications/notifications.schemas';
import type { NotificationRow } from '../../platform/db/schema';
import type { JobQueue } from '../../platform/jobs';
import type { EventBus } from '../../platform/realtime';
import type { ServerSentEvent } from '../../platform/realtime/server-sent-events';
import { sanitizeNotificationData } from './notification-html';
import type { AddressedNotification, NotificationDelivery } from './notification-delivery';
import type { NotificationsRepository } from './notifications.repository';
import { isAreaAvailable, type NotificationsArea } from './notifications.policy';
import type { SettingsService } from '../settings/settings.service';
import { notFound, ValidationError } from '../../platform/errors';

/** Other modules build the notifications they send with these, so each kind reads the same. */
export * from './notification-messages';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    read_at: row.read_at,
    created_at: row.created_at,
    data: JSON.parse(row.data) as NotificationData,
  };
}

export const DELIVER_JOB = 'notifications.deliver';
/** Browsers a user receives pushes in at once; a new one beyond this drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;
/** At most this many missed notifications are replayed to a reconnecting stream. */
const REPLAY_LIMIT = 100;

type Channels = Record<NotificationChannel, boolean>;

/** A user's stream topic on the event bus. */
const topicOf = (userId: number) => `notifications:user:${userId}`;

function parseChannels(json: string, fallback: Channels): Channels {
  try {
    const value = JSON.parse(json) as Partial<Channels>;
    return {
      email: typeof value.email === 'boolean' ? value.email : fallback.email,
      browser: typeof value.browser === 'boolean' ? value.browser : fallback.browser,
    };
  } catch {
    return fallback;
  }
}

export interface NotifyOptions {
  /**
   * The producer sends its own, fuller mail of this event (billing's renewal failure, the
   * backstage decision): the email channel is left out so nobody gets two mails.
   */
  alreadyMailed?: boolean;
}

interface DeliverJob {
  ids: number[];
  skipEmail?: boolean;
}

export interface NotificationsDependencies {
  settings: SettingsService;
  bus: EventBus;
  jobs: JobQueue;
  delivery: NotificationDelivery;
  /** Where failures of the background work go (they never reach the producer). */
  warn: (message: string, error?: unknown) => void;
}

/**
 * Notifications. `notify` is what every producer calls (a new follower, a release,
 * a comment, a workspace invitation, a backstage decision, a billing event): it stores the
 * notification with its HTML sanitised, tells the user's open tabs at once through the event
 * bus, and leaves email and Web Push to the `notifications.deliver` job, which honours each
 * user's channel choices.
 */
export class NotificationsService {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly deps: NotificationsDependencies,
  ) {
    deps.jobs.define<DeliverJob>({
      name: DELIVER_JOB,
      // Each channel is tried once: a retry would send again what already went out.
      attempts: 1,
      handler: (job) => this.deliver(job.data.ids, { skipEmail: job.data.skipEmail }),
    });
  }

  /**
   * For producers: a notification that could not be made is logged, never thrown at the
   * producer (its own work — a comment, a follow, a payment — stands).
   */
  reportFailure(what: string, error: unknown): void {
    this.deps.warn(`Notification not made: ${what}`, error);
  }

  /** 404 while the site has the area turned off (notifications.policy.ts). */
  async assertAvailable(area: NotificationsArea): Promise<void> {
    if (!isAreaAvailable(await this.deps.settings.all(), area)) throw notFound();
  }

  async notify(
    userId: number,
    type: NotificationType,
    data: NotificationData,
    options: NotifyOptions = {},
  ): Promise<Notification> {
    const [notification] = await this.notifyMany([userId], type, data, options);
    return notification!;
  }

  /**
   * The same notification for many users (a release told to every follower): one insert, one
   * count query and one background job, whatever the number of recipients.
   */
  async notifyMany(
    userIds: number[],
    type: NotificationType,
    data: NotificationData,
    options: NotifyOptions = {},
  ): Promise<Notification[]> {
    const recipients = [...new Set(userIds)];
    if (recipients.length === 0) return [];
    const rows = await this.repository.insertMany(
      recipients,
      type,
      JSON.stringify(await sanitizeNotificationData(data)),
    );
    const notifications = rows.map(presentNotification);
    await this.announce(rows, notifications, options).catch((error: unknown) =>
      this.deps.warn('Notifications were stored but not announced', error),
    );
    return notifications;
  }

  private async announce(
    rows: NotificationRow[],
    notifications: Notification[],
    options: NotifyOptions,
  ): Promise<void> {
    const counts = await this.repository.unreadCounts(rows.map((row) => row.user_id));
    await Promise.all(
      rows.map((row, index) =>
        this.publish(row.user_id, {
          event: 'notification',
          id: row.id,
          data: {
            notification: notifications[index]!,
            unread_count: counts.get(row.user_id) ?? 0,
          } satisfies NotificationStreamEvent,
        }),
      ),
    );
    await this.deps.jobs.enqueue<DeliverJob>(DELIVER_JOB, {
      ids: rows.map((row) => row.id),
      ...(options.alreadyMailed ? { skipEmail: true } : {}),
    });
  }

  private async publish(userId: number, event: ServerSentEvent): Promise<void> {
    await this.deps.bus.publish(topicOf(userId), JSON.stringify(event));
  }

  /** Email and Web Push of stored notifications, by each recipient's choices (the job). */
  async deliver(ids: number[], options: { skipEmail?: boolean } = {}): Promise<void> {
    const rows = await this.repository.findByIds(ids);
    const first = rows[0];
    if (!first) return;
    const type = first.type as NotificationType;
    const userIds = [...new Set(rows.map((row) => row.user_id))];
    const chosen = new Map(
      (await this.repository.selectionsFor(userIds, type)).map((row) => [
        row.user_id,
        parseChannels(row.channels, DEFAULT_NOTIFICATION_CHANNELS[type]),
      ]),
    );
    const channelsOf = (userId: number) =>
      chosen.get(userId) ?? DEFAULT_NOTIFICATION_CHANNELS[type];
    const byEmail = options.skipEmail ? [] : rows.filter((row) => channelsOf(row.user_id).email);
    const byBrowser = rows.filter((row) => channelsOf(row.user_id).browser);
    await Promise.all([
      this.deps.delivery
        .email(byEmail.map(presentNotificationWithUser))
        .catch((error: unknown) => this.deps.warn('Notification emails failed', error)),
      this.deps.delivery
        .push(byBrowser.map(presentNotificationWithUser))
        .catch((error: unknown) => this.deps.warn('Notification pushes failed', error)),
    ]);
  }

  async list(
    userId: number,
    query: NotificationListQuery,
  ): Promise<{ pagination: Paginated<Notification>; unread_count: number }> {
    const [page, unread] = await Promise.all([
      this.repository.page(userId, query),
      this.repository.unreadCount(userId),
    ]);
    return {
      pagination: { ...page, data: page.data.map(presentNotification) },
      unread_count: unread,
    };
  }

  unreadCount(userId: number): Promise<number> {
    return this.repository.unreadCount(userId);
  }

  /**
   * Marks the caller's own notifications read (others' ids change nothing) and
   * answers what stays unread; the user's other tabs hear it as a `read` event.
   */
  async markAsRead(userId: number, input: MarkAsReadInput): Promise<{ unreadCount: number }> {
    await this.repository.markRead(userId, 'all' in input ? 'all' : input.ids);
    return this.announceRead(userId);
  }

  /**
   * An answered workspace invitation (joined or declined) leaves no unread notification and no
   * join or decline buttons behind: they have done their work.
   */
  async closeInvitation(userId: number, inviteId: string): Promise<void> {
    await this.repository.closeInvitation(userId, inviteId);
    await this.announceRead(userId);
  }

  private async announceRead(userId: number): Promise<{ unreadCount: number }> {
    const unreadCount = await this.repository.unreadCount(userId);
    await this.publish(userId, { event: 'read', data: { unread_count: unreadCount } }).catch(
      (error: unknown) => this.deps.warn('A read event was not announced', error),
    );
    return { unreadCount };
  }

  async subscriptions(userId: number): Promise<NotificationSubscriptionsAnswer> {
    const stored = new Map(
      (await this.repository.selectionsOf(userId)).map((row) => [row.notif_id, row.channels]),
    );
    const selections: NotificationSelection[] = NOTIFICATION_TYPES.map((type) => {
      const json = stored.get(type);
      const fallback = DEFAULT_NOTIFICATION_CHANNELS[type];
      return { notif_id: type, channels: json ? parseChannels(json, fallback) : { ...fallback } };
    });
    return {
      available_channels: [...NOTIFICATION_CHANNELS],
      subscriptions: NOTIFICATION_GROUPS.map((group) => ({
        group_name: group.group_name,
        subscriptions: group.types.map((entry) => ({ ...entry })),
      })),
      user_selections: selections,
    };
  }

  async updateSubscriptions(
    userId: number,
    input: UpdateSubscriptionsInput,
  ): Promise<NotificationSubscriptionsAnswer> {
    await this.repository.saveSelections(
      userId,
      input.selections.map((selection) => ({
        notif_id: selection.notif_id,
        channels: JSON.stringify(selection.channels),
      })),
    );
    return this.subscriptions(userId);
  }

  async pushPublicKey(): Promise<string> {
    return this.deps.delivery.publicKey();
  }

  /**
   * Stores a browser's push subscription. The endpoint must lead to a public https address; one
   * another account holds stays theirs (handing it over would let anyone who learned an
   * endpoint take another person's browser notifications). Past PUSH_SUBSCRIPTIONS_PER_USER
   * the user's oldest subscription goes.
   */
  async subscribePush(userId: number, input: PushSubscriptionInput): Promise<void> {
    if (!this.deps.delivery.acceptsEndpoint(input.endpoint))
      throw ValidationError.field('endpoint', NOTIFICATION_MESSAGES.pushEndpointRefused);
    const saved = await this.repository.savePushSubscription(
      userId,
      { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
      PUSH_SUBSCRIPTIONS_PER_USER,
    );
    if (!saved) throw ValidationError.field('endpoint', NOTIFICATION_MESSAGES.pushEndpointTaken);
  }

  async unsubscribePush(userId: number, endpoint: string): Promise<void> {
    await this.repository.deletePushSubscription(userId, endpoint);
  }

  /**
   * A user's live events: listens first, then replays what arrived after
   * `lastEventId` (a reconnect), so nothing falls between the two; a notification heard live
   * that the replay already sent is not sent twice. Answers the function that stops listening.
   */
  async stream(
    userId: number,
    lastEventId: number | null,
    send: (event: ServerSentEvent) => void,
  ): Promise<() => void> {
    let replaying = lastEventId !== null;
    const heldBack: ServerSentEvent[] = [];
    let lastSentId = lastEventId ?? 0;
    const forward = (event: ServerSentEvent) => {
      if (event.event === 'notification') {
        const id = Number(event.id);
        if (id <= lastSentId) return;
        lastSentId = id;
      }
      send(event);
    };
    const unsubscribe = await this.deps.bus.subscribe(topicOf(userId), (message) => {
      const event = JSON.parse(message) as ServerSentEvent;
      if (replaying) heldBack.push(event);
      else forward(event);
    });
    if (lastEventId !== null) {
      try {
        const missed = await this.repository.after(userId, lastEventId, REPLAY_LIMIT);
        const counts = missed.length > 0 ? await this.repository.unreadCount(userId) : 0;
        for (const row of missed) {
          forward({
            event: 'notification',
            id: row.id,
            data: { notification: presentNotification(row), unread_count: counts },
          });
        }
      } finally {
        replaying = false;
        for (const event of heldBack.splice(0)) forward(event);
      }
    }
    return unsubscribe;
  }
}

function presentNotificationWithUser(row: NotificationRow): AddressedNotification {
  return { userId: row.user_id, notification: presentNotification(row) };
}
