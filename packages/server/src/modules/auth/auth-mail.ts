import { MAIL_LINES } from '@tonearm/shared/localization/mail-lines';
import type { MailContent } from '../../platform/mail/mail-content';

/** The 6-digit code that verifies a new account's email. */
export function verificationCodeMail(to: string, code: string, minutes: number): MailContent {
  return {
    to,
    subject: { line: MAIL_LINES.verificationSubject, values: { code } },
    blocks: [
      { line: MAIL_LINES.verificationIntro },
      { code },
      { line: MAIL_LINES.verificationOutro, values: { minutes } },
    ],
  };
}

/** The single-use link of a password reset. */
export function passwordResetMail(to: string, link: string, minutes: number): MailContent {
  return {
    to,
    subject: { line: MAIL_LINES.resetSubject },
    blocks: [
      { line: MAIL_LINES.resetIntro },
      { link },
      { line: MAIL_LINES.resetOutro, values: { minutes } },
    ],
  };
}

/** Told to the owner when wrong second-factor codes lock their sign-in. */
export function twoFactorLockedMail(to: string, minutes: number): MailContent {
  return {
    to,
    subject: { line: MAIL_LINES.lockedSubject },
    blocks: [
      { line: MAIL_LINES.lockedIntro, values: { minutes } },
      { line: MAIL_LINES.lockedOutro },
    ],
  };
}
