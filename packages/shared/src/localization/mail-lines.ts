/**
 * The lines of the mails the server sends, keyed by their English text like every line: the
 * mail job renders each in the recipient's language. `:siteName` is always given.
 */
export const MAIL_LINES = {
  verificationSubject: 'Your :siteName verification code: :code',
  verificationIntro: 'Enter this code to verify your email address on :siteName:',
  verificationOutro:
    'The code expires in :minutes minutes. If you did not create an account, you can ignore this email.',
  resetSubject: 'Reset your :siteName password',
  resetIntro:
    'Someone asked to reset the password of your :siteName account. Open this link to choose a new one:',
  resetOutro:
    'The link works once and expires in :minutes minutes. If you did not ask for it, you can ignore this email.',
  lockedSubject: 'Sign-in to your :siteName account was locked',
  lockedIntro:
    'Someone entered your :siteName password correctly, then too many wrong two-factor codes. Two-factor sign-in is locked for :minutes minutes.',
  lockedOutro: 'If this was not you, change your password now: whoever tried knows it.',
  inviteSubject: 'Join :workspace on :siteName',
  inviteIntro: ':inviter invited you to join :workspace on :siteName. Open this link to accept:',
  inviteOutro: 'If you do not want to join, you can ignore this email.',
  renewalFailedIntro: 'We could not charge your payment method for your :plan subscription.',
  renewalFailedGrace:
    'You keep your access until :date while we try again. To keep your subscription, update your payment method:',
  backstageApprovedSubject: 'Your :siteName backstage request was approved',
  backstageDeniedSubject: 'Your :siteName backstage request was denied',
  becomeArtistApproved:
    'Your request to become an artist (:artist) was approved. You can now upload and manage your music:',
  verifyArtistApproved:
    'Your request to verify your artist profile (:artist) was approved. You can now upload and manage your music:',
  claimArtistApproved:
    'Your request to claim an existing artist (:artist) was approved. You can now upload and manage your music:',
  becomeArtistDenied: 'Your request to become an artist (:artist) was denied.',
  verifyArtistDenied: 'Your request to verify your artist profile (:artist) was denied.',
  claimArtistDenied: 'Your request to claim an existing artist (:artist) was denied.',
  deniedReason: 'Reason: :reason',
  deniedOutro: 'You can send a new request once you have what was missing.',
  contactSubject: 'New message from :name on :siteName',
  contactIntro: ':name <:email> sent a message through the contact form of :siteName:',
  contactOutro: 'Reply to this email to answer them.',
  open: 'Open',
} as const;
