import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGLISH_LINES } from '../localization/default-lines';
import { SOCIAL_AUTH_MESSAGES, socialConnectSchema } from './social-auth.schemas';

describe('social auth schemas', () => {
  it('has a localization line for every message the social calls answer with', () => {
    for (const message of Object.values(SOCIAL_AUTH_MESSAGES)) {
      expect(DEFAULT_ENGLISH_LINES[message], message).toBe(message);
    }
  });

  it('requires a password to connect an account', () => {
    expect(socialConnectSchema.safeParse({ password: 'secret' }).success).toBe(true);
    const missing = socialConnectSchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe('This field is required.');
    expect(socialConnectSchema.safeParse({ password: '' }).success).toBe(false);
    expect(socialConnectSchema.safeParse({ password: 'x'.repeat(1025) }).success).toBe(false);
  });
});
