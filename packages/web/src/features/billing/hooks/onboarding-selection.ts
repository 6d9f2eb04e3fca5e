import { ONBOARDING_SELECTION_KEY } from '@tonearm/shared/constants';

/**
 * A guest who picks a plan has the selection stored locally; after registering or
 * logging in they land on its checkout (features/auth/hooks/use-auth-redirect.ts reads it).
 */
export function storeOnboardingSelection(productId: number | string, priceId: number | string) {
  try {
    localStorage.setItem(ONBOARDING_SELECTION_KEY, JSON.stringify({ productId, priceId }));
  } catch {
    // Storage refused (private mode): the guest chooses the plan again after registering.
  }
}

/** Once the checkout it names is reached, the selection has done its work. */
export function clearOnboardingSelection() {
  try {
    localStorage.removeItem(ONBOARDING_SELECTION_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
