import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGLISH_LINES } from '../localization/default-lines';
import { AUTH_MESSAGES, loginSchema, registerSchema } from './auth.schemas';

function fieldErrors(input: unknown): Record<string, string[]> {
  const result = loginSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('loginSchema', () => {
  it('keeps the user signed in by default', () => {
    expect(loginSchema.parse({ email: 'nina@example.com', password: 'secret' })).toEqual({
      email: 'nina@example.com',
      password: 'secret',
      remember: true,
    });
  });

  it('honours remember: false', () => {
    expect(
      loginSchema.parse({ email: 'nina@example.com', password: 'secret', remember: false })
        .remember,
    ).toBe(false);
  });

  it('asks for both fields when they are missing', () => {
    expect(fieldErrors({})).toEqual({
      email: [AUTH_MESSAGES.required],
      password: [AUTH_MESSAGES.required],
    });
    expect(fieldErrors({ email: '', password: '' })).toEqual({
      email: [AUTH_MESSAGES.required],
      password: [AUTH_MESSAGES.required],
    });
  });

  it('refuses an address that is not an email', () => {
    expect(fieldErrors({ email: 'nina', password: 'secret' })).toEqual({
      email: [AUTH_MESSAGES.invalidEmail],
    });
  });

  it('refuses a password longer than 1024 characters before anything hashes it', () => {
    const result = loginSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(1025) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.passwordTooLong);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(1024) }).success).toBe(
      true,
    );
  });

  it('refuses a remember flag that is not a boolean', () => {
    expect(
      Object.keys(fieldErrors({ email: 'nina@example.com', password: 'x', remember: 'yes' })),
    ).toEqual(['remember']);
  });

  it('refuses a NUL character in any string field of register', () => {
    const valid = {
      email: 'nina@example.com',
      password: 'a long passphrase',
      password_confirmation: 'a long passphrase',
    };
    expect(registerSchema.safeParse(valid).success).toBe(true);
    for (const field of ['invite_id', 'invite_type', 'recaptcha_token', 'password_confirmation'])
      expect(registerSchema.safeParse({ ...valid, [field]: 'a\u0000b' }).success, field).toBe(
        false,
      );
  });

  it('has every message among the English lines', () => {
    for (const message of Object.values(AUTH_MESSAGES))
      expect(DEFAULT_ENGLISH_LINES[message], message).toBe(message);
  });
});
