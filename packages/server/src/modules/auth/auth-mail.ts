import { mailLayout as layout, mailLink } from '../../platform/mail/mail-html';
import { escapeHtml } from '../../platform/text/html-text';
import type { MailMessage } from '../../platform/mail/mailer';

/** The 6-digit code that verifies a new account's email (issue 3). */
export function verificationCodeMail(
  siteName: string,
  to: string,
  code: string,
  minutes: number,
): MailMessage {
  const subject = `Your ${siteName} verification code: ${code}`;
  const lines = [
    `Enter this code to verify your email address on ${siteName}:`,
    code,
    `The code expires in ${minutes} minutes. If you did not create an account, you can ignore this email.`,
  ];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: layout(siteName, [
      escapeHtml(lines[0]!),
      `<strong style="font-size:28px;letter-spacing:6px">${escapeHtml(code)}</strong>`,
      escapeHtml(lines[2]!),
    ]),
  };
}

/** The single-use link of a password reset. */
export function passwordResetMail(
  siteName: string,
  to: string,
  link: string,
  minutes: number,
): MailMessage {
  const subject = `Reset your ${siteName} password`;
  const lines = [
    `Someone asked to reset the password of your ${siteName} account. Open this link to choose a new one:`,
    link,
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
  ];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: layout(siteName, [escapeHtml(lines[0]!), mailLink(link), escapeHtml(lines[2]!)]),
  };
}

/** Told to the owner when wrong second-factor codes lock their sign-in (issue 12 item 4). */
export function twoFactorLockedMail(siteName: string, to: string, minutes: number): MailMessage {
  const subject = `Sign-in to your ${siteName} account was locked`;
  const lines = [
    `Someone entered your ${siteName} password correctly, then too many wrong two-factor codes. Two-factor sign-in is locked for ${minutes} minutes.`,
    'If this was not you, change your password now: whoever tried knows it.',
  ];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: layout(siteName, lines.map(escapeHtml)),
  };
}
