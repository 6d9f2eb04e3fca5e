import type { BackstageRequestType } from '@tonearm/shared/backstage/backstage.schemas';
import { MAIL_LINES } from '@tonearm/shared/localization/mail-lines';
import type { MailContent } from '../../platform/mail/mail-content';

/** What was asked, in a sentence of its own per outcome (translators see whole sentences). */
const APPROVED: Record<BackstageRequestType, string> = {
  'become-artist': MAIL_LINES.becomeArtistApproved,
  'verify-artist': MAIL_LINES.verifyArtistApproved,
  'claim-artist': MAIL_LINES.claimArtistApproved,
};

const DENIED: Record<BackstageRequestType, string> = {
  'become-artist': MAIL_LINES.becomeArtistDenied,
  'verify-artist': MAIL_LINES.verifyArtistDenied,
  'claim-artist': MAIL_LINES.claimArtistDenied,
};

/** Told to the author when a reviewer approves their backstage request. */
export function requestApprovedMail(options: {
  to: string;
  type: BackstageRequestType;
  artistName: string;
  uploadUrl: string;
}): MailContent {
  return {
    to: options.to,
    subject: { line: MAIL_LINES.backstageApprovedSubject },
    blocks: [
      { line: APPROVED[options.type], values: { artist: options.artistName } },
      { link: options.uploadUrl },
    ],
  };
}

/** Told to the author when a reviewer denies their backstage request, with the reason. */
export function requestDeniedMail(options: {
  to: string;
  type: BackstageRequestType;
  artistName: string;
  reason: string;
}): MailContent {
  return {
    to: options.to,
    subject: { line: MAIL_LINES.backstageDeniedSubject },
    blocks: [
      { line: DENIED[options.type], values: { artist: options.artistName } },
      { line: MAIL_LINES.deniedReason, values: { reason: options.reason } },
      { line: MAIL_LINES.deniedOutro },
    ],
  };
}
