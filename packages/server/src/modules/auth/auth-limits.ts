import type { Redis } from 'ioredis';
import {
  EMAIL_VERIFICATION_GUESS_WINDOW_MS,
  EMAIL_VERIFICATION_MAX_GUESSES,
  EMAIL_VERIFICATION_RESENDS_PER_HOUR,
  EMAIL_VERIFICATION_RESENDS_PER_MINUTE,
  FORGOT_PASSWORD_MAX_PER_EMAIL,
  FORGOT_PASSWORD_WINDOW_MS,
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_IP_WINDOW_MS,
  PASSWORD_CHECK_MAX_FAILURES,
  PASSWORD_CHECK_WINDOW_MS,
  TWO_FACTOR_LOCK_MS,
  TWO_FACTOR_MAX_FAILURES,
} from '@tonearm/shared/constants';
import type { AppConfig } from '../../platform/config';
import { AppError } from '../../platform/errors';
import { createAttemptLimiter, type AttemptLimiter } from '../../platform/security/attempt-limiter';

/** Every attempt limit of the auth flows. */
export interface AuthLimiters {
  /** Failed logins per email|address: refused beyond (Fortify's 5 a minute). */
  loginPerEmailAndIp: AttemptLimiter;
  /** Failed logins per address across emails: refused beyond (credential stuffing). */
  loginPerIp: AttemptLimiter;
  /** Failed logins per email across addresses: slowed beyond, never refused. */
  loginPerAccount: AttemptLimiter;
  slowdownMs: number;
  /** Wrong passwords of a logged-in user (confirm-password, log out other sessions). */
  passwordCheck: AttemptLimiter;
  /** Wrong second factors per account across challenges: the second factor locks beyond. */
  twoFactor: AttemptLimiter;
  /** Email code guesses per account across codes (a resend gives no fresh budget). */
  emailCodeGuesses: AttemptLimiter;
  emailResendsPerMinute: AttemptLimiter;
  emailResendsPerHour: AttemptLimiter;
  forgotPasswordPerEmail: AttemptLimiter;
  forgotPasswordPerIp: AttemptLimiter;
}

export function createAuthLimiters(config: AppConfig, redis?: Redis | null): AuthLimiters {
  const limiter = (name: string, points: number, durationMs: number) =>
    createAttemptLimiter({ name, points, durationMs }, redis);
  const login = config.loginThrottle;
  return {
    loginPerEmailAndIp: limiter('login-email-ip', login.perEmailAndIp, LOGIN_FAILURE_WINDOW_MS),
    loginPerIp: limiter('login-ip', login.perIp, LOGIN_IP_WINDOW_MS),
    loginPerAccount: limiter('login-account', login.slowdownAfter, LOGIN_ACCOUNT_WINDOW_MS),
    slowdownMs: login.slowdownMs,
    passwordCheck: limiter('password-check', PASSWORD_CHECK_MAX_FAILURES, PASSWORD_CHECK_WINDOW_MS),
    twoFactor: limiter('two-factor', TWO_FACTOR_MAX_FAILURES, TWO_FACTOR_LOCK_MS),
    emailCodeGuesses: limiter(
      'email-code-guesses',
      EMAIL_VERIFICATION_MAX_GUESSES,
      EMAIL_VERIFICATION_GUESS_WINDOW_MS,
    ),
    emailResendsPerMinute: limiter(
      'email-code-resends-minute',
      EMAIL_VERIFICATION_RESENDS_PER_MINUTE,
      60_000,
    ),
    emailResendsPerHour: limiter(
      'email-code-resends-hour',
      EMAIL_VERIFICATION_RESENDS_PER_HOUR,
      60 * 60_000,
    ),
    forgotPasswordPerEmail: limiter(
      'forgot-password-email',
      FORGOT_PASSWORD_MAX_PER_EMAIL,
      FORGOT_PASSWORD_WINDOW_MS,
    ),
    forgotPasswordPerIp: limiter(
      'forgot-password-ip',
      config.forgotPasswordPerIp,
      FORGOT_PASSWORD_WINDOW_MS,
    ),
  };
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in :seconds seconds.';

/** 429 with Retry-After. */
export function tooManyAttempts(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('tooManyRequests', TOO_MANY_ATTEMPTS.replace(':seconds', String(seconds)), {
    headers: { 'retry-after': String(seconds) },
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
