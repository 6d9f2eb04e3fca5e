import {
  SOCIAL_POPUP_HEIGHT_PX,
  SOCIAL_POPUP_POLL_MS,
  SOCIAL_POPUP_WIDTH_PX,
} from '@tonearm/shared/constants';
import {
  SOCIAL_AUTH_MESSAGE_TYPE,
  type SocialAuthMessage,
} from '@tonearm/shared/social-auth/social-services';

function isSocialAuthMessage(data: unknown): data is SocialAuthMessage {
  return (
    !!data &&
    typeof data === 'object' &&
    (data as { type?: unknown }).type === SOCIAL_AUTH_MESSAGE_TYPE &&
    typeof (data as { status?: unknown }).status === 'string'
  );
}

/**
 * Opens a social-login popup page (650 × 550, centred on the current window) and resolves
 * with the `social-auth` message it posts, accepted from this origin only. Closing the popup
 * (its closure is polled every second) resolves with null, as does a blocked one.
 */
export function openSocialPopup(
  url: string,
  win: Window = window,
): Promise<SocialAuthMessage | null> {
  const left = Math.max(0, win.screenX + (win.outerWidth - SOCIAL_POPUP_WIDTH_PX) / 2);
  const top = Math.max(0, win.screenY + (win.outerHeight - SOCIAL_POPUP_HEIGHT_PX) / 2);
  const features = `popup=yes,width=${SOCIAL_POPUP_WIDTH_PX},height=${SOCIAL_POPUP_HEIGHT_PX},left=${Math.round(left)},top=${Math.round(top)}`;
  const popup = win.open(url, 'tonearm-social-auth', features);
  if (!popup) return Promise.resolve(null);
  popup.focus();

  return new Promise((resolve) => {
    const finish = (result: SocialAuthMessage | null) => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(poll);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || !isSocialAuthMessage(event.data)) return;
      finish(event.data);
    };
    win.addEventListener('message', onMessage);
    // The popup posts its message and closes itself at once; the message can reach this window
    // after the poll already sees the popup closed, so a closed popup gets a moment to deliver it.
    let closedSeen = false;
    const poll = win.setInterval(() => {
      if (!popup.closed) return;
      if (closedSeen) finish(null);
      closedSeen = true;
    }, SOCIAL_POPUP_POLL_MS);
  });
}
