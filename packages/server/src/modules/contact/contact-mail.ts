import { mailLayout } from '../../platform/mail/mail-html';
import { escapeHtml } from '../../platform/text/html-text';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * A contact form message for the site's contact address (issue 18 §4). Answering it answers the
 * visitor: Reply-To is the address they gave (the From stays the site's, which the mail server
 * may send as).
 */
export function contactMessageMail(options: {
  siteName: string;
  to: string;
  name: string;
  email: string;
  message: string;
}): MailMessage {
  const { siteName, name, email, message } = options;
  const intro = `${name} <${email}> sent a message through the contact form of ${siteName}:`;
  const outro = 'Reply to this email to answer them.';
  return {
    to: options.to,
    replyTo: `"${name.replace(/["\\\r\n]/g, '')}" <${email}>`,
    subject: `New message from ${name.replace(/[\r\n]+/g, ' ')} on ${siteName}`,
    text: [intro, message, outro].join('\n\n'),
    html: mailLayout(siteName, [
      escapeHtml(intro),
      escapeHtml(message).replace(/\r?\n/g, '<br>'),
      escapeHtml(outro),
    ]),
  };
}
