import { BILLING_MESSAGES } from '@tonearm/shared/billing/billing.schemas';
import { MAIL_LINES } from '@tonearm/shared/localization/mail-lines';
import type { MailContent } from '../../platform/mail/mail-content';

/**
 * Told to a subscriber when a renewal charge fails: access continues until the
 * grace period ends while the provider retries; the billing page is where to fix the card.
 */
export function renewalFailedMail(options: {
  to: string;
  planName: string;
  graceEndsAt: string;
  billingUrl: string;
}): MailContent {
  return {
    to: options.to,
    subject: { line: BILLING_MESSAGES.renewalFailedSubject },
    blocks: [
      { line: MAIL_LINES.renewalFailedIntro, values: { plan: options.planName } },
      { line: MAIL_LINES.renewalFailedGrace, values: { date: { date: options.graceEndsAt } } },
      { link: options.billingUrl },
    ],
  };
}
