/**
 * Who may reach which part of notifications (the route table in
 * shared/notifications/notifications.schemas.ts). A user reaches only their own notifications:
 * every query is scoped by the caller's id, so another user's ids change nothing. Beyond that,
 * the site settings decide whether the area exists at all.
 */
export type NotificationsArea = 'notifications' | 'subscriptions';

/**
 * Every route answers 404 while `notifications.integrated` is off; the `me/subscriptions`
 * routes also while `notif.subs.integrated` is off.
 */
export function isAreaAvailable(settings: Record<string, unknown>, area: NotificationsArea) {
  if (settings['notifications.integrated'] === false) return false;
  return area === 'notifications' || settings['notif.subs.integrated'] !== false;
}
