import { mailLayout, mailLink } from '../../platform/mail/mail-html';
import { escapeHtml } from '../../platform/text/html-text';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * The invitation to a workspace (issue 17 §5): the link leads to `/workspace/join/register`
 * for an address with no account and to `/workspace/join/login` for an existing user.
 */
export function workspaceInvitationMail(options: {
  siteName: string;
  to: string;
  inviterName: string;
  workspaceName: string;
  link: string;
}): MailMessage {
  const { siteName, inviterName, workspaceName, link } = options;
  const lines = [
    `${inviterName} invited you to join ${workspaceName} on ${siteName}. Open this link to accept:`,
    link,
    'If you do not want to join, you can ignore this email.',
  ];
  return {
    to: options.to,
    subject: `Join ${workspaceName} on ${siteName}`,
    text: lines.join('\n\n'),
    html: mailLayout(siteName, [escapeHtml(lines[0]!), mailLink(link), escapeHtml(lines[2]!)]),
  };
}
