import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSocialPopup } from './open-social-popup';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function fakePopup() {
  return { closed: false, focus: vi.fn() } as unknown as Window & { closed: boolean };
}

function post(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

describe('openSocialPopup', () => {
  it('opens a 650 × 550 popup on the given page', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(fakePopup());
    void openSocialPopup('/secure/auth/social/google/login');
    expect(open).toHaveBeenCalledWith(
      '/secure/auth/social/google/login',
      'tonearm-social-auth',
      expect.stringMatching(/width=650,height=550,left=\d+,top=\d+/),
    );
  });

  it('resolves with the social-auth message of this origin and ignores every other', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup());
    const result = openSocialPopup('/secure/auth/social/google/login');
    const message = { type: 'social-auth', status: 'ERROR', callbackData: {} };
    post(message, 'https://evil.example.com');
    post({ type: 'something-else', status: 'SUCCESS' });
    post(message);
    await expect(result).resolves.toEqual(message);
  });

  it('resolves empty once the popup is found closed twice, polling every second', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup);
    let settled: unknown = 'pending';
    void openSocialPopup('/secure/auth/social/google/login').then((value) => (settled = value));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });

  it('still takes the message that arrives just after the popup closed', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const result = openSocialPopup('/secure/auth/social/google/login');
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    const message = { type: 'social-auth', status: 'SUCCESS', callbackData: {} };
    post(message);
    await expect(result).resolves.toEqual(message);
  });

  it('resolves empty when the browser blocks the popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(openSocialPopup('/secure/auth/social/google/login')).resolves.toBeNull();
  });
});
