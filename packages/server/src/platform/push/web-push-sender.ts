import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How a push service answered: `gone` (404/410) means the subscription no longer exists. */
export type PushResult =
  { status: 'sent' } | { status: 'gone' } | { status: 'failed'; error: string };

/** A fresh VAPID key pair (base64url), made offline. */
export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/**
 * Sends one Web Push message (RFC 8030, payload encrypted per RFC 8291, VAPID per RFC 8292).
 * `web-push` builds the signed, encrypted request; it is sent with fetch rather than web-push's
 * own https-only sender, so a subscription endpoint on plain http (a local push service in
 * tests) works the same way.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys & { subject: string },
  options: { ttlSeconds?: number; timeoutMs?: number } = {},
): Promise<PushResult> {
  const request = webpush.generateRequestDetails(target, payload, {
    vapidDetails: vapid,
    TTL: options.ttlSeconds ?? 24 * 60 * 60,
  });
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return { status: 'gone' };
    if (!response.ok)
      return { status: 'failed', error: `push service answered ${response.status}` };
    return { status: 'sent' };
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
