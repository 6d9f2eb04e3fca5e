import { useQuery } from '@tanstack/react-query';
import { notificationKeys } from '@/lib/notification-keys';
import { getPushPublicKey, savePushSubscription } from '../api/push-subscriptions';

/** The service worker that shows pushed notifications (packages/web/public/sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';

export type BrowserPermission = 'granted' | 'denied' | 'default' | 'unsupported';

/**
 * Asks the browser to let this site show notifications (the browser channel needs
 * it). Browsers without the Notification API count as unsupported.
 */
export async function requestBrowserPermission(): Promise<BrowserPermission> {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'granted') return 'granted';
  return Notification.requestPermission();
}

/**
 * Whether this browser can show this site's notifications right now: permission granted and a
 * push subscription held by the service worker. A stored "Browser" choice means nothing on a
 * browser where either is missing.
 */
export async function isBrowserPushActive(): Promise<boolean> {
  if (typeof window === 'undefined' || !('Notification' in window)) return false;
  if (Notification.permission !== 'granted') return false;
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return false;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return !!(await registration?.pushManager.getSubscription());
}

/** `isBrowserPushActive`, asked afresh on each visit (the user may revoke it in between). */
export function useBrowserPushActive() {
  return useQuery({
    queryKey: notificationKeys.browserPush,
    queryFn: () => isBrowserPushActive().catch(() => false),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The VAPID key as `applicationServerKey` wants it: base64url text to bytes. */
export function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = (text + '='.repeat((4 - (text.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index++) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/**
 * Lets the server reach this browser with the tab closed: registers the service
 * worker, subscribes to the browser vendor's push service with the server's VAPID key (or reuses
 * the subscription this browser already has) and hands it to the server.
 */
export async function subscribeBrowserToPush(): Promise<void> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') {
    throw new Error('Push messaging is not supported by this browser.');
  }
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: decodeBase64Url(await getPushPublicKey()),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('Incomplete push subscription.');
  await savePushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}
