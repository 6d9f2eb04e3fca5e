import { getBootstrapData, setBootstrapData, useBootstrapData } from '@/lib/bootstrap-store';

/**
 * The local unread count is the current user's `unread_notifications_count`, kept
 * in the bootstrap data so the bell, the panel and the pages read one number. Answers of the
 * server (the list, mark-as-read, the stream) replace it.
 */
export function setUnreadCount(count: number): void {
  const data = getBootstrapData();
  if (!data.user || data.user.unread_notifications_count === count) return;
  setBootstrapData({ ...data, user: { ...data.user, unread_notifications_count: count } });
}

export function useUnreadCount(): number {
  return useBootstrapData((data) => data.user?.unread_notifications_count ?? 0);
}
