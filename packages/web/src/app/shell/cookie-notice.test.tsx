import { act, fireEvent, render, screen } from '@testing-library/react';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapData } from '@/lib/bootstrap-store';
import type * as CookiesModule from '@/lib/cookies';
import { readCookie, removeCookie, writeCookie } from '@/lib/cookies';
import { CookieNotice } from './cookie-notice';

vi.mock('@/lib/cookies', async (importOriginal) => {
  const actual = await importOriginal<typeof CookiesModule>();
  return { ...actual, writeCookie: vi.fn(actual.writeCookie) };
});

function bootstrap({
  show = true,
  settings = {},
}: { show?: boolean; settings?: Record<string, unknown> } = {}) {
  const data: BootstrapData = {
    user: null,
    settings: {
      menus: [],
      'cookie_notice.enable': true,
      'cookie_notice.position': 'bottom',
      'cookie_notice.button': { label: 'Learn more', action: '/pages/privacy-policy' },
      ...settings,
    },
    themes: { all: [], selectedThemeId: null },
    i18n: { language: 'en', name: 'English', lines: {} },
    guest_role: null,
    show_cookie_notice: show,
    workspaces: [],
    menus: [],
  };
  act(() => setBootstrapData(data));
}

/** "Learn more" follows the privacy policy URL setting, which holds `url`. */
function bootstrapLinkToPrivacyPolicy(url: string) {
  bootstrap({
    settings: {
      'cookie_notice.button': { label: 'Learn more', action: 'setting:legal.privacy_policy_url' },
      'legal.privacy_policy_url': url,
    },
  });
}

beforeEach(() => {
  removeCookie('cookie_notice');
  vi.mocked(writeCookie).mockClear();
});

afterEach(() => {
  removeCookie('cookie_notice');
  window.history.replaceState(null, '', '/');
});

describe('CookieNotice', () => {
  it('asks for consent with the spec text, the configured link and Accept', () => {
    bootstrap();
    render(<CookieNotice />);
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    expect(notice).toHaveAttribute('data-testid', 'cookie-notice');
    expect(notice).toHaveTextContent(
      'This site uses cookies to give you the best listening experience.',
    );
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/pages/privacy-policy',
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('hides after Accept and remembers it in the cookie_notice cookie for 30 days', () => {
    bootstrap();
    render(<CookieNotice />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
    expect(writeCookie).toHaveBeenCalledWith('cookie_notice', '1', 30);
    expect(readCookie('cookie_notice')).toBe('1');
  });

  it('stays hidden once accepted in this browser', () => {
    bootstrap();
    document.cookie = 'cookie_notice=1; path=/';
    render(<CookieNotice />);
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  });

  it('is not shown when the server does not ask for it', () => {
    bootstrap({ show: false });
    render(<CookieNotice />);
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  });

  it('is not shown when the setting is off', () => {
    bootstrap({ settings: { 'cookie_notice.enable': false } });
    render(<CookieNotice />);
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  });

  it.each([
    { position: 'bottom', other: 'top', when: 'by default', settings: {} },
    {
      position: 'top',
      other: 'bottom',
      when: 'when configured',
      settings: { 'cookie_notice.position': 'top' },
    },
  ])('sits at the $position $when', ({ position, other, settings }) => {
    bootstrap({ settings });
    render(<CookieNotice />);
    const notice = screen.getByTestId('cookie-notice');
    expect(notice).toHaveAttribute('data-position', position);
    expect(notice).toHaveClass(`${position}-0`);
    expect(notice).not.toHaveClass(`${other}-0`);
  });

  it('uses the configured button label and leaves it out when none is set', () => {
    bootstrap({
      settings: {
        'cookie_notice.button': { label: 'Privacy policy', action: 'https://example.com/privacy' },
      },
    });
    const { unmount } = render(<CookieNotice />);
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(link).toHaveAttribute('href', 'https://example.com/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    unmount();
    bootstrap({ settings: { 'cookie_notice.button': null } });
    render(<CookieNotice />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('opens an in-app link without reloading the page', () => {
    bootstrap();
    render(<CookieNotice />);
    const onPopState = vi.fn();
    window.addEventListener('popstate', onPopState);
    const clicked = fireEvent.click(screen.getByRole('link', { name: 'Learn more' }));
    window.removeEventListener('popstate', onPopState);
    expect(clicked).toBe(false); // default prevented: no full page load
    expect(window.location.pathname).toBe('/pages/privacy-policy');
    expect(onPopState).toHaveBeenCalledTimes(1);
  });

  it('leaves "Learn more" out while the privacy policy URL is empty (no link to the 404 page)', () => {
    bootstrapLinkToPrivacyPolicy('');
    render(<CookieNotice />);
    expect(screen.getByTestId('cookie-notice')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Learn more' })).not.toBeInTheDocument();
  });

  it('follows the privacy policy URL setting with "Learn more"', () => {
    bootstrapLinkToPrivacyPolicy('/pages/privacy');
    render(<CookieNotice />);
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/pages/privacy',
    );
  });

  it('shows no notice on embed pages', () => {
    window.history.replaceState(null, '', '/track/1/song/embed');
    bootstrap();
    render(<CookieNotice />);
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  });

  it('docks: a bottom notice lifts the player bar, a top one pads the page', () => {
    bootstrap();
    const bottom = render(<CookieNotice />);
    expect(document.documentElement.style.getPropertyValue('--cookie-notice-bottom')).toMatch(
      /px$/,
    );
    bottom.unmount();
    expect(document.documentElement.style.getPropertyValue('--cookie-notice-bottom')).toBe('');
    bootstrap({ settings: { 'cookie_notice.position': 'top' } });
    const top = render(<CookieNotice />);
    expect(document.documentElement.style.getPropertyValue('--cookie-notice-top')).toMatch(/px$/);
    expect(document.body.style.paddingTop).toMatch(/px$/);
    top.unmount();
    expect(document.body.style.paddingTop).toBe('');
  });
});
