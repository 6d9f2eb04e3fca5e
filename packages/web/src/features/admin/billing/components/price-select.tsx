import type { AdminProduct } from '@tonearm/shared/billing/billing.schemas';
import { formatPrice } from '../format-price';

/** Every price of every plan, grouped by plan; the value is the price id. */
export function PriceOptions({ plans }: { plans: AdminProduct[] }) {
  return (
    <>
      {plans
        .filter((plan) => plan.prices.length > 0)
        .map((plan) => (
          <optgroup key={plan.id} label={plan.name}>
            {plan.prices.map((price) => (
              <option key={price.id} value={String(price.id)}>
                {`${plan.name} — ${formatPrice(price)}`}
              </option>
            ))}
          </optgroup>
        ))}
    </>
  );
}
