import type { BackstageRequestType } from '@tonearm/shared/backstage/backstage.schemas';
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/text/html-text';

function layout(siteName: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:520px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(siteName)}</h1>${body}</body></html>`;
}

const WHAT: Record<BackstageRequestType, string> = {
  'become-artist': 'to become an artist',
  'verify-artist': 'to verify your artist profile',
  'claim-artist': 'to claim an existing artist',
};

/** Told to the author when a reviewer approves their backstage request (issue 15 §4). */
export function requestApprovedMail(options: {
  siteName: string;
  to: string;
  type: BackstageRequestType;
  artistName: string;
  uploadUrl: string;
}): MailMessage {
  const subject = `Your ${options.siteName} backstage request was approved`;
  const lines = [
    `Your request ${WHAT[options.type]} (${options.artistName}) was approved. You can now upload and manage your music:`,
    options.uploadUrl,
  ];
  return {
    to: options.to,
    subject,
    text: lines.join('\n\n'),
    html: layout(options.siteName, [
      escapeHtml(lines[0]!),
      `<a href="${escapeHtml(options.uploadUrl)}">${escapeHtml(options.uploadUrl)}</a>`,
    ]),
  };
}

/** Told to the author when a reviewer denies their backstage request, with the reason. */
export function requestDeniedMail(options: {
  siteName: string;
  to: string;
  type: BackstageRequestType;
  artistName: string;
  reason: string;
}): MailMessage {
  const subject = `Your ${options.siteName} backstage request was denied`;
  const lines = [
    `Your request ${WHAT[options.type]} (${options.artistName}) was denied.`,
    `Reason: ${options.reason}`,
    'You can send a new request once you have what was missing.',
  ];
  return {
    to: options.to,
    subject,
    text: lines.join('\n\n'),
    html: layout(options.siteName, lines.map(escapeHtml)),
  };
}
