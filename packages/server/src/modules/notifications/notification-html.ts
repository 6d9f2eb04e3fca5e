import sanitizeHtml from 'sanitize-html';
import type { NotificationData } from '@tonearm/shared/notifications/notifications.schemas';

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

export function sanitizeLineHtml(html: string): string {
  return sanitizeHtml(html, LINE_HTML);
}

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
export function sanitizeNotificationData(data: NotificationData): NotificationData {
  const action = <T extends { action: string } | null | undefined>(value: T): T =>
    value ? { ...value, action: safeAction(value.action) } : value;
  return {
    ...data,
    lines: data.lines.map((line) => ({
      ...line,
      content: sanitizeLineHtml(line.content),
      action: action(line.action),
    })),
    mainAction: action(data.mainAction),
    buttonActions: data.buttonActions?.map((button) => action(button)),
  };
}
