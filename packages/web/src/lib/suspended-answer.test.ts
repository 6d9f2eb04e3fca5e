import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { getBootstrapData, setBootstrapData } from './bootstrap-store';
import { isSuspendedAnswer, markCurrentUserSuspended } from './suspended-answer';

const initial = getBootstrapData();
const user = { id: 7, name: 'Listener', banned_at: null } as unknown as User;

describe('the suspended answer', () => {
  afterEach(() => setBootstrapData(initial));

  it('is a 403 with the suspended message, nothing else', () => {
    expect(isSuspendedAnswer(403, { message: AUTH_MESSAGES.suspended })).toBe(true);
    expect(isSuspendedAnswer(403, { message: 'This action is unauthorized.' })).toBe(false);
    expect(isSuspendedAnswer(401, { message: AUTH_MESSAGES.suspended })).toBe(false);
    expect(isSuspendedAnswer(403, null)).toBe(false);
  });

  it('marks the current user suspended, once', () => {
    setBootstrapData({ ...initial, user });
    markCurrentUserSuspended(new Date('2026-11-24T10:00:00Z'));
    expect(getBootstrapData().user?.banned_at).toBe('2026-11-24T10:00:00.000Z');
    markCurrentUserSuspended(new Date('2026-11-25T10:00:00Z'));
    expect(getBootstrapData().user?.banned_at).toBe('2026-11-24T10:00:00.000Z');
  });

  it('any API call answered "suspended" marks the user, and the call still fails', async () => {
    setBootstrapData({ ...initial, user });
    const client = createApiClient(async () => ({
      status: 403,
      statusText: 'Forbidden',
      headers: {},
      data: { message: AUTH_MESSAGES.suspended },
    }));
    await expect(client.get('library/tracks')).rejects.toThrow();
    expect(getBootstrapData().user?.banned_at).not.toBeNull();
  });
});
