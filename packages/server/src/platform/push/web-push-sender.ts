import type WebPush from 'web-push';
import { PUBLIC_INTERNET_ONLY, safeFetch, type OutboundPolicy } from '../net/safe-fetch';

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

let loading: Promise<typeof WebPush> | undefined;
/** `web-push` is loaded on the first key pair or message, never by a site that sends none. */
function webPush(): Promise<typeof WebPush> {
  loading ??= import('web-push').then((module) => module.default);
  return loading;
}

/** A fresh VAPID key pair (base64url), made offline. */
export async function generateVapidKeys(): Promise<VapidKeys> {
  return (await webPush()).generateVAPIDKeys();
}

/**
 * Sends one Web Push message (RFC 8030, payload encrypted per RFC 8291, VAPID per RFC 8292).
 * `web-push` builds the signed, encrypted request; it is sent with `safeFetch` rather than
 * web-push's own sender, because the endpoint is whatever a browser (or anyone logged in)
 * handed the server: https to a public address only, no redirect, a time limit. The test app's
 * policy lets a local push service on plain http through.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys & { subject: string },
  options: { ttlSeconds?: number; timeoutMs?: number; policy?: OutboundPolicy } = {},
): Promise<PushResult> {
  const request = (await webPush()).generateRequestDetails(target, payload, {
    vapidDetails: vapid,
    TTL: options.ttlSeconds ?? 24 * 60 * 60,
  });
  try {
    const response = await safeFetch(
      request.endpoint,
      {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        timeoutMs: options.timeoutMs ?? 10_000,
      },
      options.policy ?? PUBLIC_INTERNET_ONLY,
    );
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return { status: 'gone' };
    if (!response.ok)
      return { status: 'failed', error: `push service answered ${response.status}` };
    return { status: 'sent' };
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
