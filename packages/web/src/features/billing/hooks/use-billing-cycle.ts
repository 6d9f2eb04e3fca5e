import {
  BILLING_CYCLES,
  DEFAULT_BILLING_CYCLE,
  type BillingCycle,
} from '@tonearm/shared/billing/billing.schemas';
import { useSearchParams } from 'react-router';

/**
 * The billing cycle the pricing and change-plan pages show, yearly by default. It
 * lives in the URL (`?cycle=monthly`) so a reload or a shared link keeps the choice.
 */
export function useBillingCycle(): [BillingCycle, (cycle: BillingCycle) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('cycle');
  const cycle = (BILLING_CYCLES as readonly string[]).includes(value ?? '')
    ? (value as BillingCycle)
    : DEFAULT_BILLING_CYCLE;
  const setCycle = (next: BillingCycle) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_BILLING_CYCLE) updated.delete('cycle');
        else updated.set('cycle', next);
        return updated;
      },
      { replace: true },
    );
  return [cycle, setCycle];
}
