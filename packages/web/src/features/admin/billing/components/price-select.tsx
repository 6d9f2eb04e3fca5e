import type { AdminProduct } from '@tonearm/shared/billing/billing.schemas';
import { useId } from 'react';
import { formatPrice } from '../format-price';

const SELECT_CLASS =
  'h-10 rounded-lg border border-divider bg-bg px-3 text-base text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-danger';

/** A native select, for the subscription dialogs' plan and price choices. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  errorMessage,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
  errorMessage?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={SELECT_CLASS}
        value={value}
        aria-invalid={!!errorMessage}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {errorMessage ? <span className="text-sm text-danger">{errorMessage}</span> : null}
    </div>
  );
}

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
