import { translate } from '@tonearm/shared/format/trans';
import { escapeHtml } from '../text/html-text';
import { mailLayout, mailLink } from './mail-html';
import type { MailMessage } from './mailer';

/** A value of a line: text as it is, or a moment written the recipient's way. */
export type MailValue = string | number | { date: string };

/**
 * Text of a mail: a line of the app (its English text, translated for the recipient, with
 * `:placeholders` filled; `:siteName` is always given), or text that is shown as it is
 * (what a user wrote, a notification's own lines).
 */
export type MailText = { line: string; values?: Record<string, MailValue> } | { plain: string };

/** One paragraph of a mail. */
export type MailBlock =
  (MailText & { keepLineBreaks?: boolean }) | { code: string } | { link: string; label?: MailText };

/**
 * A mail as the sites that send one describe it, before it has a language: JSON, so it waits in
 * the job queue as it is, and rendered by the mail job in the recipient's language.
 */
export interface MailContent {
  to: string;
  /** Where answers go when it is not the sender (the contact form's visitor). */
  replyTo?: string;
  subject: MailText;
  blocks: MailBlock[];
}

export interface MailLocale {
  siteName: string;
  language: string;
  lines: Record<string, string>;
}

/** English dates keep the form the mails always had ("Tue, 01 Dec 2026"); others use Intl. */
function dateIn(language: string, iso: string): string {
  const date = new Date(iso);
  if (language === 'en') return date.toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

/** The message in the recipient's language, on the one mail layout, with its text alternative. */
export function renderMail(mail: MailContent, locale: MailLocale): MailMessage {
  const say = (text: MailText): string => {
    if ('plain' in text) return text.plain;
    const values: Record<string, string | number> = { siteName: locale.siteName };
    for (const [name, value] of Object.entries(text.values ?? {}))
      values[name] = typeof value === 'object' ? dateIn(locale.language, value.date) : value;
    return translate(locale.lines, text.line, values);
  };
  const paragraphs = mail.blocks.map((block): { text: string; html: string } => {
    if ('code' in block)
      return {
        text: block.code,
        html: `<strong style="font-size:28px;letter-spacing:6px">${escapeHtml(block.code)}</strong>`,
      };
    if ('link' in block) {
      if (!block.label) return { text: block.link, html: mailLink(block.link) };
      const label = say(block.label);
      return {
        text: `${label}: ${block.link}`,
        html: `<a href="${escapeHtml(block.link)}">${escapeHtml(label)}</a>`,
      };
    }
    const text = say(block);
    const html = escapeHtml(text);
    return { text, html: block.keepLineBreaks ? html.replace(/\r?\n/g, '<br>') : html };
  });
  return {
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: say(mail.subject),
    text: paragraphs.map((paragraph) => paragraph.text).join('\n\n'),
    html: mailLayout(
      locale.siteName,
      paragraphs.map((paragraph) => paragraph.html),
    ),
  };
}
