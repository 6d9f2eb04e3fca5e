import { z } from 'zod';
import { bootstrapDataSchema } from '../bootstrap/bootstrap-answer.schemas';
import type { BootstrapData } from '../bootstrap/bootstrap.schemas';
import { text } from '../http/primitives';
import {
  PASSWORD_CONFIRMATION_SECONDS,
  RECOVERY_CODE_LENGTH,
  TWO_FACTOR_CODE_LENGTH,
  VERIFICATION_CODE_MAX_LENGTH,
} from '../constants';

import { AUTH_MESSAGES } from './auth-messages';

export { AUTH_MESSAGES };

/**
 * Long passphrases are welcome (ASVS 5 V6.2.9: at least 64 allowed); anything longer is not a
 * password, and the ceiling keeps a megabyte "password" from being fed to argon2.
 */
export const PASSWORD_MAX_LENGTH = 1024;

/** POST auth/login; "Stay signed in for a month" is on by default. */
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
 * POST auth/register. Registration policies arrive as extra fields named by
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

/** POST validate-email-verification-otp (required, numeric, at most 6). */
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

// ——— answers (declared on the routes, so the OpenAPI document shows them) ———

/** POST auth/login: a started session, or the two-factor step (its cookie set). */
export const loginAnswerSchema = z.union([
  z.object({ status: z.literal('success'), bootstrapData: bootstrapDataSchema }),
  z.object({ two_factor: z.literal(true) }),
]);
export const sessionStartedAnswerSchema = z.object({
  status: z.literal('success'),
  bootstrapData: bootstrapDataSchema,
});
export const registerAnswerSchema = z.object({
  status: z.enum(['success', 'needs_email_verification']),
  bootstrapData: bootstrapDataSchema,
}) satisfies z.ZodType<RegisterResponse>;
export const messageAnswerSchema = z.object({ message: z.string() });
export const successAnswerSchema = z.object({ status: z.literal('success') });
export const confirmedAnswerSchema = z.object({ confirmed: z.boolean() });
export const twoFactorQrCodeAnswerSchema = z.object({ svg: z.string(), secret: z.string() });
/** POST recaptcha/verify: whether Google accepted the token. */
export const recaptchaVerifyAnswerSchema = z.object({ success: z.boolean() });
export const recoveryCodesAnswerSchema = z.object({ recovery_codes: z.array(z.string()) });
