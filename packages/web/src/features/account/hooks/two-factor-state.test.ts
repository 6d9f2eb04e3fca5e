import { describe, expect, it } from 'vitest';
import { initialTwoFactorStep, nextTwoFactorStep } from './two-factor-state';

describe('two-factor state machine', () => {
  it('starts at 2 when two_factor_confirmed_at is set', () => {
    expect(
      initialTwoFactorStep({
        two_factor_confirmed_at: '2026-01-01T00:00:00Z',
        two_factor_recovery_codes: [],
      }),
    ).toBe(2);
  });

  it('starts at 1 when recovery codes exist but 2FA is not confirmed', () => {
    expect(
      initialTwoFactorStep({ two_factor_confirmed_at: null, two_factor_recovery_codes: ['a'] }),
    ).toBe(1);
    expect(initialTwoFactorStep({ two_factor_confirmed_at: null, has_recovery_codes: true })).toBe(
      1,
    );
  });

  it('starts at 0 otherwise', () => {
    expect(initialTwoFactorStep({ two_factor_confirmed_at: null })).toBe(0);
    expect(
      initialTwoFactorStep({ two_factor_confirmed_at: null, two_factor_recovery_codes: [] }),
    ).toBe(0);
  });

  it('goes 0 -> 1 on enable and 1 -> 2 on confirm', () => {
    expect(nextTwoFactorStep(0, 'enabled')).toBe(1);
    expect(nextTwoFactorStep(1, 'confirmed')).toBe(2);
  });

  it('returns to 0 on cancel or disable', () => {
    expect(nextTwoFactorStep(1, 'cancelled')).toBe(0);
    expect(nextTwoFactorStep(2, 'disabled')).toBe(0);
  });

  it('ignores transitions that do not apply to the current step', () => {
    expect(nextTwoFactorStep(0, 'confirmed')).toBe(0);
    expect(nextTwoFactorStep(2, 'enabled')).toBe(2);
  });
});
