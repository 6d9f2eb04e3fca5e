import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth-messages';
import { getBootstrapData, setBootstrapData } from './bootstrap-store';

/** The server's answer to any call of a suspended user (the account gate). */
export function isSuspendedAnswer(status: number | undefined, body: unknown): boolean {
  return (
    status === 403 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { message?: unknown }).message === AUTH_MESSAGES.suspended
  );
}

/**
 * A ban takes effect in an open tab on its next request: the user is marked
 * suspended in the bootstrap data, so the account gate shows the suspended screen at once,
 * without a reload.
 */
export function markCurrentUserSuspended(now: Date = new Date()): void {
  const data = getBootstrapData();
  if (!data.user || data.user.banned_at) return;
  setBootstrapData({ ...data, user: { ...data.user, banned_at: now.toISOString() } });
}
