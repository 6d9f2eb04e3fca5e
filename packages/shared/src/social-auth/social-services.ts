import type { BootstrapData } from '../bootstrap/bootstrap.schemas';

/*
 * The zod-free half of the social sign-in contract: what the login page's buttons need, without
 * loading zod with the page.
 */

/** The social providers a site may enable. */
export const SOCIAL_SERVICES = ['google', 'facebook', 'twitter', 'envato'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

/** How each provider is named to people (the ":service" of the toasts). */
export const SOCIAL_SERVICE_LABELS: Record<SocialService, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  envato: 'Envato',
};

export function isSocialService(value: unknown): value is SocialService {
  return typeof value === 'string' && (SOCIAL_SERVICES as readonly string[]).includes(value);
}

/** How a social login ended, as its popup reports it. */
export type SocialAuthStatus = 'SUCCESS' | 'ALREADY_LOGGED_IN' | 'REQUEST_PASSWORD' | 'ERROR';

/** What the popup posts to its opener (popup pages). */
export interface SocialAuthMessage {
  type: 'social-auth';
  status: SocialAuthStatus;
  callbackData: { bootstrapData?: BootstrapData; errorMessage?: string };
}

export const SOCIAL_AUTH_MESSAGE_TYPE = 'social-auth';

/** Messages the social calls answer with; every one is a localization line. */
export const SOCIAL_AUTH_MESSAGES = {
  generic: 'An error occurred. Please try again later',
  disabled: 'This sign in method is not enabled.',
  expired: 'Your sign in attempt expired. Please try again.',
  noEmail: 'Your :service account did not share an email address, so it cannot be used to sign in.',
  takenByOther: 'This :service account is already connected to another account.',
  lastMethod:
    'Set a password (use "Forgot your password?") before disconnecting your only way to sign in.',
  notConnected: 'This :service account is not connected.',
  loginRequired: 'Log in first to connect a :service account.',
  registrationDisabled: 'Registration is disabled. Sign in with an existing account.',
  twoFactor:
    'This account uses two factor authentication. Sign in with your email and password instead.',
} as const;
