import { MAIL_LINES } from '@tonearm/shared/localization/mail-lines';
import type { MailContent } from '../../platform/mail/mail-content';

/**
 * The invitation to a workspace: the link leads to `/workspace/join/register`
 * for an address with no account and to `/workspace/join/login` for an existing user.
 */
export function workspaceInvitationMail(options: {
  to: string;
  inviterName: string;
  workspaceName: string;
  link: string;
}): MailContent {
  const values = { inviter: options.inviterName, workspace: options.workspaceName };
  return {
    to: options.to,
    subject: { line: MAIL_LINES.inviteSubject, values },
    blocks: [
      { line: MAIL_LINES.inviteIntro, values },
      { link: options.link },
      { line: MAIL_LINES.inviteOutro },
    ],
  };
}
