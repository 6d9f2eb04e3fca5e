import { MAIL_LINES } from '@tonearm/shared/localization/mail-lines';
import type { MailContent } from '../../platform/mail/mail-content';

/**
 * A contact form message for the site's contact address. Answering it answers the
 * visitor: Reply-To is the address they gave (the From stays the site's, which the mail server
 * may send as).
 */
export function contactMessageMail(options: {
  to: string;
  name: string;
  email: string;
  message: string;
}): MailContent {
  const { name, email, message } = options;
  return {
    to: options.to,
    replyTo: `"${name.replace(/["\\\r\n]/g, '')}" <${email}>`,
    subject: { line: MAIL_LINES.contactSubject, values: { name: name.replace(/[\r\n]+/g, ' ') } },
    blocks: [
      { line: MAIL_LINES.contactIntro, values: { name, email } },
      { plain: message, keepLineBreaks: true },
      { line: MAIL_LINES.contactOutro },
    ],
  };
}
