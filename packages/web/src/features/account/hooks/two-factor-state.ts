/**
 * Two-factor setup: 0 not enabled; enabling gives 1 (QR shown, awaiting a code);
 * confirming gives 2 (enabled, recovery codes); cancelling or disabling returns to 0.
 */
export type TwoFactorStep = 0 | 1 | 2;

export type TwoFactorEvent = 'enabled' | 'confirmed' | 'cancelled' | 'disabled';

export interface TwoFactorUserState {
  two_factor_confirmed_at: string | null;
  two_factor_recovery_codes?: string[] | null;
  has_recovery_codes?: boolean;
}

/** Initial state: 2 if two_factor_confirmed_at is set, else 1 if recovery codes exist, else 0. */
export function initialTwoFactorStep(user: TwoFactorUserState): TwoFactorStep {
  if (user.two_factor_confirmed_at) return 2;
  if (user.two_factor_recovery_codes?.length || user.has_recovery_codes) return 1;
  return 0;
}

export function nextTwoFactorStep(step: TwoFactorStep, event: TwoFactorEvent): TwoFactorStep {
  switch (event) {
    case 'enabled':
      return step === 0 ? 1 : step;
    case 'confirmed':
      return step === 1 ? 2 : step;
    case 'cancelled':
    case 'disabled':
      return 0;
  }
}
