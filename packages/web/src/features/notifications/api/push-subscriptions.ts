import type { PushSubscriptionInput } from '@tonearm/shared/notifications/notifications.schemas';
import { apiClient } from '@/lib/api-client';

/** GET notifications/push/key: the server's VAPID public key (base64url). */
export async function getPushPublicKey(): Promise<string> {
  const { data } = await apiClient.answering('pushKeyResponseSchema').get('notifications/push/key');
  return data.publicKey;
}

/** POST notifications/push/subscriptions: where the server pushes this browser's notifications. */
export async function savePushSubscription(input: PushSubscriptionInput): Promise<void> {
  await apiClient.post('notifications/push/subscriptions', input);
}
