import { z } from 'zod';
import type { BootstrapData } from '../bootstrap/bootstrap.schemas';
import { text } from '../http/primitives';
import {
  PASSWORD_CONFIRMATION_SECONDS,
  RECOVERY_CODE_LENGTH,
  TWO_FACTOR_CODE_LENGTH,
  VERIFICATION_CODE_MAX_LENGTH,
} from '../constants';

/** Answers of the auth calls the web client shows as field errors (spec 000 §5, §7). */
export const AUTH_MESSAGES = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  credentialsMismatch: 'These credentials do not match our records.',
  suspended: 'Your account is suspended. Contact the Admin to re-activate your account.',
  passwordTooLong: 'The password may not be longer than 1024 characters.',
  passwordTooShort: 'The password must be at least 8 characters.',
  passwordTooCommon: 'This password is too common. Choose a less predictable one.',
  passwordPredictable:
    'This password is a repeat or a sequence, like "aaaaaaaa" or "12345678". Choose a less predictable one.',
  passwordPersonal:
    'The password may not contain the first part of your email address or the name of this site.',
  passwordConfirmationMismatch: 'The password confirmation does not match.',
  emailTaken: 'The email has already been taken.',
  registrationDisabled: 'Registration is disabled.',
  notHuman: 'Could not verify you are human.',
  wrongPassword: 'The provided password is incorrect.',
  invalidTwoFactorCode: 'The provided two factor authentication code was invalid.',
  invalidRecoveryCode: 'The provided two factor recovery code was invalid.',
  twoFactorCodeLength: 'The code must be 6 characters.',
  recoveryCodeLength: 'The recovery code must be 21 characters.',
  twoFactorExpired: 'Your login attempt has expired. Please sign in again.',
  resetLinkSent:
    'If that email address is in our records, we have emailed a password reset link to it.',
  passwordReset: 'Your password has been reset!',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  invalidVerificationCode: 'This code is not valid.',
  verificationCodeExpired: 'This code has expired. Request a new code.',
  verificationCodeTries: 'Too many wrong codes. Request a new code.',
  codeNumeric: 'Code must be numeric.',
  emailSent: 'Email sent',
  verifyEmailFirst: 'Verify your email address to continue.',
} as const;

/**
 * Long passphrases are welcome (ASVS 5 V6.2.9: at least 64 allowed); anything longer is not a
 * password, and the ceiling keeps a megabyte "password" from being fed to argon2.
 */
export const PASSWORD_MAX_LENGTH = 1024;

/** POST auth/login (spec 000 §7); "Stay signed in for a month" is on by default (§9). */
export const loginSchema = z.object({
  email: z.email({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? AUTH_MESSAGES.required
        : AUTH_MESSAGES.invalidEmail,
  }),
  // The ceiling keeps a megabyte "password" from being fed to argon2 (ASVS allows 64+).
  password: z
    .string({ error: AUTH_MESSAGES.required })
    .min(1, AUTH_MESSAGES.required)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  remember: z.boolean().default(true),
});
/** What the form sends (remember may be left out). */
export type LoginPayload = z.input<typeof loginSchema>;
export type LoginInput = z.output<typeof loginSchema>;

/** Minimum length (ASVS 5 V6.2.1); there are no composition rules (V6.2.5). */
export const PASSWORD_MIN_LENGTH = 8;

const requiredString = () => text({ error: AUTH_MESSAGES.required }).min(1, AUTH_MESSAGES.required);

/**
 * The password rule shared by register, reset and change: 8 to 1024 characters, nothing else
 * (ASVS 5 V6.2). The server also refuses breached and common passwords, repeats and sequences,
 * and ones containing the email or the site name (`platform/security/password-policy.ts`).
 */
export const passwordSchema = requiredString()
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** Adds `password_confirmation`, which must equal `password`, to an object schema. */
export function withPasswordConfirmation<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, password: passwordSchema, password_confirmation: requiredString() })
    .refine(
      (value) => {
        const fields = value as { password: string; password_confirmation: string };
        return fields.password === fields.password_confirmation;
      },
      { message: AUTH_MESSAGES.passwordConfirmationMismatch, path: ['password_confirmation'] },
    );
}

const emailSchema = z.email({
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? AUTH_MESSAGES.required
      : AUTH_MESSAGES.invalidEmail,
});

/**
 * POST auth/register (spec 000 §7). Registration policies arrive as extra fields named by
 * their ids (each must be accepted), so unknown keys are kept for the server to check.
 */
export const registerSchema = z
  .object({
    email: emailSchema.max(255),
    password: passwordSchema,
    password_confirmation: requiredString(),
    invite_id: z
      .union([text().max(255), z.number()])
      .optional()
      .nullable(),
    invite_type: text().max(100).optional().nullable(),
    /** The reCAPTCHA v3 token, when `recaptcha.enable.register` is on. */
    recaptcha_token: text().max(4000).optional().nullable(),
  })
  .loose()
  .refine((value) => value.password === value.password_confirmation, {
    message: AUTH_MESSAGES.passwordConfirmationMismatch,
    path: ['password_confirmation'],
  });
export type RegisterPayload = z.input<typeof registerSchema>;
export type RegisterResponse = {
  status: 'success' | 'needs_email_verification';
  bootstrapData: BootstrapData;
};

/** A policy checkbox counts as accepted when the browser sent a truthy value. */
export function isAccepted(value: unknown): boolean {
  return value === true || value === 1 || ['1', 'true', 'on', 'yes'].includes(String(value));
}

/** POST auth/two-factor-challenge: either a 6-digit code or a 21-character recovery code. */
export const twoFactorChallengeSchema = z.union([
  z.object({
    code: z
      .string({ error: AUTH_MESSAGES.required })
      .length(TWO_FACTOR_CODE_LENGTH, AUTH_MESSAGES.twoFactorCodeLength),
  }),
  z.object({
    recovery_code: z
      .string({ error: AUTH_MESSAGES.required })
      .length(RECOVERY_CODE_LENGTH, AUTH_MESSAGES.recoveryCodeLength),
  }),
]);
/** The form's shape; one of the two fields is filled. */
export const twoFactorCodeFormSchema = z.object({
  code: z
    .string({ error: AUTH_MESSAGES.required })
    .min(1, AUTH_MESSAGES.required)
    .length(TWO_FACTOR_CODE_LENGTH, AUTH_MESSAGES.twoFactorCodeLength),
});
export const recoveryCodeFormSchema = z.object({
  recovery_code: z
    .string({ error: AUTH_MESSAGES.required })
    .min(1, AUTH_MESSAGES.required)
    .length(RECOVERY_CODE_LENGTH, AUTH_MESSAGES.recoveryCodeLength),
});
export type TwoFactorChallengePayload = { code: string } | { recovery_code: string };

/** POST auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailSchema.max(255) });
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

/** POST auth/reset-password. */
export const resetPasswordSchema = withPasswordConfirmation({
  token: requiredString().max(200),
  email: emailSchema.max(255),
});
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;

/** POST resend-email-verification. */
export const resendEmailVerificationSchema = z.object({ email: emailSchema.max(255) });

/** POST validate-email-verification-otp (spec 000 §5: required, numeric, at most 6). */
export const emailVerificationCodeSchema = z.object({
  code: requiredString()
    .max(VERIFICATION_CODE_MAX_LENGTH, 'Code must be at most 6 characters.')
    .regex(/^\d+$/, AUTH_MESSAGES.codeNumeric),
});

/** POST recaptcha/verify. */
export const recaptchaVerifySchema = z.object({ token: requiredString().max(4000) });

/** GET auth/user/confirmed-password-status. */
export const confirmedPasswordStatusQuerySchema = z.object({
  seconds: z.coerce.number().int().min(0).max(31_536_000).default(PASSWORD_CONFIRMATION_SECONDS),
});

/** POST auth/user/confirm-password. */
export const confirmPasswordSchema = z.object({
  password: requiredString().max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
});

/** POST auth/user/confirmed-two-factor-authentication. */
export const confirmTwoFactorSchema = z.object({
  code: z
    .string({ error: AUTH_MESSAGES.required })
    .length(TWO_FACTOR_CODE_LENGTH, AUTH_MESSAGES.twoFactorCodeLength),
});
