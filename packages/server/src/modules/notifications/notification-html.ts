import type sanitizeHtml from 'sanitize-html';
import type { NotificationData } from '@tonearm/shared/notifications/notifications.schemas';
import { loadSanitizeHtml } from '../../platform/text/sanitize-html';

/**
 * A notification line's HTML (Line.content is HTML) keeps only inline emphasis
 * and links; links may only go to http(s) or a path inside the app.
 */
const LINE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'a', 'br', 'span'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** An action may be a path inside the app or an http(s) URL: never `javascript:` and friends. */
function safeAction(action: string): string {
  if (action.startsWith('/') && !action.startsWith('//')) return action;
  try {
    const url = new URL(action);
    return url.protocol === 'http:' || url.protocol === 'https:' ? action : '/';
  } catch {
    return '/';
  }
}

/** The data as stored: every line's HTML sanitised, every action made safe. */
export async function sanitizeNotificationData(data: NotificationData): Promise<NotificationData> {
  const sanitize = await loadSanitizeHtml();
  const action = <T extends { action: string } | null | undefined>(value: T): T =>
    value ? { ...value, action: safeAction(value.action) } : value;
  return {
    ...data,
    lines: data.lines.map((line) => ({
      ...line,
      content: sanitize(line.content, LINE_HTML),
      action: action(line.action),
    })),
    mainAction: action(data.mainAction),
    buttonActions: data.buttonActions?.map((button) => action(button)),
  };
}
