import { BILLING_MESSAGES } from '@tonearm/shared/billing/billing.schemas';
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/text/html-text';

/**
 * Told to a subscriber when a renewal charge fails (issue 16 §5): access continues until the
 * grace period ends while the provider retries; the billing page is where to fix the card.
 */
export function renewalFailedMail(options: {
  siteName: string;
  to: string;
  planName: string;
  graceEndsAt: string;
  billingUrl: string;
}): MailMessage {
  const until = new Date(options.graceEndsAt).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  const lines = [
    `We could not charge your payment method for your ${options.planName} subscription.`,
    `You keep your access until ${until} while we try again. To keep your subscription, update your payment method:`,
    options.billingUrl,
  ];
  return {
    to: options.to,
    subject: BILLING_MESSAGES.renewalFailedSubject,
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:520px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(options.siteName)}</h1><p style="margin:0 0 16px">${escapeHtml(lines[0]!)}</p><p style="margin:0 0 16px">${escapeHtml(lines[1]!)}</p><p style="margin:0 0 16px"><a href="${escapeHtml(options.billingUrl)}">${escapeHtml(options.billingUrl)}</a></p></body></html>`,
  };
}
