import type {
  Notification,
  PushPayload,
} from '@tonearm/shared/notifications/notifications.schemas';
import { MAIL_LINES } from '@tonearm/shared/localization/mail-lines';
import type { MailContent } from '../../platform/mail/mail-content';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { assertOutboundUrl, type OutboundPolicy } from '../../platform/net/safe-fetch';
import { sendPush } from '../../platform/push/web-push-sender';
import { loadSanitizeHtml } from '../../platform/text/sanitize-html';
import type { SettingsService } from '../settings/settings.service';
import type { NotificationsRepository } from './notifications.repository';
import type { VapidKeyProvider } from './vapid-keys';

/** A notification with its recipient, as the delivery channels need it. */
export interface AddressedNotification {
  userId: number;
  notification: Notification;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** A line's HTML as plain text (a mail's text part, a push message's body). */
export async function plainText(html: string): Promise<string> {
  const sanitizeHtml = await loadSanitizeHtml();
  return sanitizeHtml(html.replace(/<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** An action of the app (`/artist/1/x`) as an absolute link; absolute URLs stay as they are. */
export function absoluteUrl(appUrl: string, action: string): string {
  return action.startsWith('/') ? `${appUrl}${action}` : action;
}

async function linesOf(notification: Notification): Promise<string[]> {
  const lines = await Promise.all(notification.data.lines.map((line) => plainText(line.content)));
  return lines.filter(Boolean);
}

/** The main action's link, else the notifications page. */
function targetOf(appUrl: string, notification: Notification): string {
  return absoluteUrl(appUrl, notification.data.mainAction?.action ?? '/notifications');
}

/**
 * A plain mail: the lines as they are, the main action as an absolute link, on the layout of
 * every mail.
 */
export async function notificationMail(options: {
  siteName: string;
  appUrl: string;
  to: string;
  notification: Notification;
}): Promise<MailContent> {
  const { notification, appUrl, siteName } = options;
  const lines = await linesOf(notification);
  return {
    to: options.to,
    subject: { plain: (lines[0] ?? siteName).slice(0, 200) },
    blocks: [
      ...lines.map((line) => ({ plain: line })),
      // The label is a line of the app ("Open", "View") when it names one.
      {
        link: targetOf(appUrl, notification),
        label: { line: notification.data.mainAction?.label ?? MAIL_LINES.open },
      },
    ],
  };
}

/** What the service worker shows: {title, body, url, id}. */
export async function pushPayloadOf(
  siteName: string,
  appUrl: string,
  notification: Notification,
): Promise<PushPayload> {
  const [title, ...rest] = await linesOf(notification);
  return {
    title: rest.length > 0 ? (title ?? siteName) : siteName,
    body: rest.length > 0 ? rest.join(' ') : (title ?? ''),
    url: targetOf(appUrl, notification),
    id: notification.id,
  };
}

/**
 * The channels beyond the app: email through the mail job and the browser through Web Push.
 * Nothing goes out while `notifications.integrated` is off. A push service answering 404 or 410
 * means the browser dropped the subscription: it is deleted.
 */
export class NotificationDelivery {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly deps: {
      settings: SettingsService;
      outbox: Outbox;
      vapid: VapidKeyProvider;
      appUrl: string;
      /** The VAPID `sub` claim's fallback contact (the mail sender's address). */
      contact: string;
      /** Where push endpoints may lead (public https only, but in the test app). */
      outbound: OutboundPolicy;
      warn: (message: string, error?: unknown) => void;
    },
  ) {}

  publicKey(): Promise<string> {
    return this.deps.vapid.publicKey();
  }

  /**
   * Whether a push endpoint may be stored: https, not an inside address by number or by a
   * loopback name. A name is only judged when resolved, at each send.
   */
  acceptsEndpoint(endpoint: string): boolean {
    try {
      assertOutboundUrl(endpoint, this.deps.outbound);
      return true;
    } catch {
      return false;
    }
  }

  private async siteWhenIntegrated(): Promise<string | null> {
    const values = await this.deps.settings.all();
    if (values['notifications.integrated'] === false) return null;
    const name = values['branding.site_name'];
    return typeof name === 'string' && name ? name : 'Tonearm';
  }

  async email(list: AddressedNotification[]): Promise<void> {
    if (list.length === 0) return;
    const siteName = await this.siteWhenIntegrated();
    if (siteName === null) return;
    const recipients = new Map(
      (await this.repository.recipients(list.map((entry) => entry.userId))).map((user) => [
        user.id,
        user,
      ]),
    );
    for (const { userId, notification } of list) {
      const recipient = recipients.get(userId);
      if (!recipient) continue;
      // Each mail is a job of its own: one refused mail stops no other, and is retried alone.
      const mail = await notificationMail({
        siteName,
        appUrl: this.deps.appUrl,
        to: recipient.email,
        notification,
      });
      await this.deps.outbox
        .send(mail)
        .catch((error: unknown) =>
          this.deps.warn(`Notification ${notification.id} was not mailed`, error),
        );
    }
  }

  async push(list: AddressedNotification[]): Promise<void> {
    if (list.length === 0) return;
    const siteName = await this.siteWhenIntegrated();
    if (siteName === null) return;
    const subscriptions = await this.repository.pushSubscriptionsOf(
      list.map((entry) => entry.userId),
    );
    if (subscriptions.length === 0) return;
    const keys = await this.deps.vapid.keys();
    const vapid = { ...keys, subject: this.subject() };
    await Promise.all(
      list.map(async ({ userId, notification }) => {
        const payload = JSON.stringify(
          await pushPayloadOf(siteName, this.deps.appUrl, notification),
        );
        const theirs = subscriptions.filter((subscription) => subscription.user_id === userId);
        await Promise.all(
          theirs.map(async (subscription) => {
            const result = await sendPush(
              { endpoint: subscription.endpoint, keys: subscription },
              payload,
              vapid,
              { policy: this.deps.outbound },
            );
            if (result.status === 'gone') {
              await this.repository.deletePushSubscriptionById(subscription.id);
            } else if (result.status === 'failed') {
              this.deps.warn(`Push of notification ${notification.id} failed: ${result.error}`);
            }
          }),
        );
      }),
    );
  }

  /** RFC 8292: a contact the push service can reach, an https URL or a mailto: address. */
  private subject(): string {
    return this.deps.appUrl.startsWith('https://')
      ? this.deps.appUrl
      : `mailto:${this.deps.contact}`;
  }
}
