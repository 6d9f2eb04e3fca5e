import { z } from 'zod';

/** Answers of the auth calls the web client shows as field errors (spec 000 §5, §7). */
export const AUTH_MESSAGES = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  credentialsMismatch: 'These credentials do not match our records.',
  suspended: 'Your account is suspended. Contact the Admin to re-activate your account.',
  passwordTooLong: 'The password may not be longer than 1024 characters.',
} as const;

/** Long passphrases are welcome; anything longer is not a password. */
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
