import { COOKIE_NOTICE_ACCEPTANCE_DAYS, COOKIES } from '@tonearm/shared/constants';
import { clsx } from 'clsx';
import { Cookie } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { isAbsoluteUrl, navigateOutsideRouter } from '@/components/ui/navigate-outside-router';
import { useBootstrapData, useSetting } from '@/lib/bootstrap-store';
import { readCookie, writeCookie } from '@/lib/cookies';
import { useBottomOverlayHeight, watchHeight } from '@/lib/bottom-overlay';
import { useTrans } from '@/lib/i18n';
import { resolveSettingAction } from './menus';

interface CookieNoticeButton {
  label: string;
  action: string;
}

/** The setting is an object; tolerate it arriving as JSON text or half filled in. */
function parseButton(value: unknown): CookieNoticeButton | null {
  let button = value;
  if (typeof value === 'string') {
    try {
      button = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!button || typeof button !== 'object') return null;
  const { label, action } = button as Partial<CookieNoticeButton>;
  return typeof label === 'string' && label && typeof action === 'string' && action
    ? { label, action }
    : null;
}

/** "Learn more" follows its setting, and is left out while that leads nowhere. */
function resolveButton(
  button: CookieNoticeButton | null,
  settings: Record<string, unknown>,
): CookieNoticeButton | null {
  if (!button) return null;
  const action = resolveSettingAction(button.action, (name) => settings[name]);
  return action ? { ...button, action } : null;
}

/** Embed pages live in other sites' iframes and set no cookie that needs consent. */
function isEmbedPage(): boolean {
  return /\/embed\/?$/.test(window.location.pathname);
}

function hasAccepted(): boolean {
  return readCookie(COOKIES.cookieNotice) !== null;
}

/**
 * Publishes the notice's height as `--cookie-notice-bottom` (the player bar stands on it) or
 * `--cookie-notice-top` (the body is padded by it and the navbar sticks below it).
 */
function useDockedHeight(ref: RefObject<HTMLElement | null>, position: 'top' | 'bottom' | null) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!position || !element) return;
    const root = document.documentElement;
    const variable = `--cookie-notice-${position}`;
    const update = (height: number) => {
      root.style.setProperty(variable, `${height}px`);
      if (position === 'top') document.body.style.paddingTop = `${height}px`;
    };
    const stopWatching = watchHeight(element, update);
    return () => {
      stopWatching();
      root.style.removeProperty(variable);
      if (position === 'top') document.body.style.removeProperty('padding-top');
    };
  }, [ref, position]);
}

/**
 * A bar at the top or bottom shown until the visitor accepts; acceptance
 * is a `cookie_notice` cookie kept for 30 days, which also stops the server asking.
 */
export function CookieNotice() {
  const t = useTrans();
  const serverAsks = useBootstrapData((data) => data.show_cookie_notice);
  const isEnabled = !!useSetting<boolean>('cookie_notice.enable');
  const position = useSetting<string>('cookie_notice.position') === 'top' ? 'top' : 'bottom';
  const settings = useBootstrapData((data) => data.settings);
  const button = resolveButton(parseButton(settings['cookie_notice.button']), settings);
  const [isAccepted, setIsAccepted] = useState(hasAccepted);
  const sectionRef = useRef<HTMLElement>(null);
  const isShown = serverAsks && isEnabled && !isAccepted && !isEmbedPage();
  // Docked beside the player bar and the navbar, never over them: the player bar sits above a
  // bottom notice, a top notice pushes the page (and the sticky navbar) down.
  useBottomOverlayHeight(sectionRef, isShown && position === 'bottom');
  useDockedHeight(sectionRef, isShown ? position : null);

  if (!isShown) return null;

  const handleAccept = () => {
    writeCookie(COOKIES.cookieNotice, '1', COOKIE_NOTICE_ACCEPTANCE_DAYS);
    setIsAccepted(true);
  };
  const handleLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!button || isAbsoluteUrl(button.action)) return;
    // The notice sits outside the router: keep in-app pages a client-side navigation, but leave
    // modified clicks (new tab, new window) to the browser.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    navigateOutsideRouter(button.action);
  };
  const isExternal = !!button && isAbsoluteUrl(button.action);

  return (
    <section
      ref={sectionRef}
      role="region"
      aria-label={t('Cookie notice')}
      data-testid="cookie-notice"
      data-position={position}
      className={clsx(
        // A solid docked bar: nothing of the page shows (or is clickable) around the card.
        'fixed inset-x-0 z-50 flex justify-center bg-bg-alt px-3',
        position === 'top'
          ? 'top-0 border-b border-divider pt-[calc(0.5rem+env(safe-area-inset-top))] pb-2'
          : 'bottom-0 border-t border-divider pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))]',
      )}
    >
      <div
        className={clsx(
          'flex w-full max-w-3xl flex-col gap-3 rounded-panel border border-divider bg-bg p-3 text-fg transition duration-300 ease-out sm:flex-row sm:items-center sm:gap-4 sm:py-3 sm:pr-3 sm:pl-4',
          'starting:opacity-0',
          position === 'top' ? 'starting:-translate-y-4' : 'starting:translate-y-4',
        )}
      >
        <div className="flex flex-1 items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-light text-primary">
            <Cookie className="size-5" aria-hidden />
          </span>
          <p className="text-sm leading-snug">
            {t('This site uses cookies to give you the best listening experience.')}
          </p>
        </div>
        <div className="flex shrink-0 items-center justify-end gap-2">
          {button ? (
            <a
              href={button.action}
              onClick={handleLinkClick}
              target={isExternal ? '_blank' : undefined}
              rel={isExternal ? 'noopener noreferrer' : undefined}
              className="rounded-full px-4 py-2 text-sm font-medium text-muted transition hover:bg-hover hover:text-fg"
            >
              {t(button.label)}
            </a>
          ) : null}
          <button
            type="button"
            onClick={handleAccept}
            className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-on-primary shadow-sm transition hover:brightness-110 active:scale-[0.98]"
          >
            {t('Accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
